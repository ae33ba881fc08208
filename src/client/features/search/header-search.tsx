import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  USER_SEARCH_DELAY_MS,
  USER_SEARCH_MAX_RESULTS,
  USER_SEARCH_MIN_CHARS,
} from '../../../engine/constants';
import { useSession } from '../../lib/session/session-context';
import { useEmployeeChoices } from '../../process-common/employee-choices';
import { useProcessText } from '../../process-common/text';
import type { FulltextResult } from '../../../engine/api/search';
import { searchFeedbacks } from './api';
import { matchUsers } from './match-users';
import { useDebouncedValue } from './use-debounced-value';

type Fulltext = { keyword: string; state: 'loading' | 'done' | 'failed'; results: FulltextResult[] };

/**
 * The header search of SPEC §2: after 500 ms and from 2 characters it finds people among those the user may
 * see (at most 5, plus how many more), leading to their goals; Enter searches the answers of the feedbacks the
 * user may read (GET /fulltextsearch), leading to the feedback. The panel stays open while focus is inside.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { t: tProcess } = useProcessText();
  const { session, slug } = useSession();
  const panelId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [fulltext, setFulltext] = useState<Fulltext | null>(null);
  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, USER_SEARCH_DELAY_MS);
  const ready = debounced.length >= USER_SEARCH_MIN_CHARS && debounced === trimmed;
  const { data: users } = useEmployeeChoices(slug, session.userRoles, open && ready);
  const people = ready && users ? matchUsers(users, debounced, USER_SEARCH_MAX_RESULTS) : null;
  const answers = fulltext?.keyword === trimmed ? fulltext : null;
  const showPanel = open && (ready || answers !== null);

  const runFulltext = async () => {
    if (trimmed.length < USER_SEARCH_MIN_CHARS) return;
    const keyword = trimmed;
    setFulltext({ keyword, state: 'loading', results: [] });
    const results = await searchFeedbacks(slug, keyword);
    setFulltext({ keyword, state: results ? 'done' : 'failed', results: results ?? [] });
  };
  const close = () => {
    setOpen(false);
    (document.activeElement as HTMLElement | null)?.blur();
  };

  return (
    <div
      className="dpt-search"
      role="search"
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setTerm('');
            if (event.key === 'Enter') void runFulltext();
          }}
          placeholder={t('search.placeholder')}
          // a combobox: the results open under it (a plain searchbox may not say that it expands)
          role="combobox"
          aria-autocomplete="none"
          aria-haspopup="dialog"
          aria-label={t('search.label')}
          aria-controls={showPanel ? panelId : undefined}
          aria-expanded={showPanel}
          title={t('search.minChars', { count: USER_SEARCH_MIN_CHARS })}
          data-testid="header-search"
        />
      </IconField>
      {showPanel && (
        <div id={panelId} className="dpt-search-panel" data-testid="header-search-results">
          <section aria-label={t('search.people')}>
            <h2 className="dpt-search-heading">{t('search.people')}</h2>
            {people === null && <p className="dpt-muted">{t('search.searching')}</p>}
            {people?.shown.length === 0 && (
              <p className="dpt-muted">{t('search.noPeople', { term: debounced })}</p>
            )}
            {people && people.shown.length > 0 && (
              <ul className="dpt-search-list" data-testid="header-search-people">
                {people.shown.map((person) => (
                  <li key={person.id}>
                    <Link to={`/${slug}/targets?userId=${person.id}`} onClick={close}>
                      {person.lastName}, {person.firstName} ({person.shorthand})
                    </Link>
                    {person.position && <small className="dpt-muted"> · {person.position}</small>}
                  </li>
                ))}
              </ul>
            )}
            {people && people.more > 0 && (
              <p className="dpt-muted" data-testid="header-search-more">
                {t('search.morePeople', { count: people.more })}
              </p>
            )}
          </section>
          <section aria-label={t('search.answers')} role="status">
            <h2 className="dpt-search-heading">{t('search.answers')}</h2>
            {answers === null && <p className="dpt-muted">{t('search.enterHint')}</p>}
            {answers?.state === 'loading' && <p className="dpt-muted">{t('search.searching')}</p>}
            {answers?.state === 'failed' && <p className="p-error">{t('search.failed')}</p>}
            {answers?.state === 'done' && answers.results.length === 0 && (
              <p className="dpt-muted">{t('search.noAnswers', { term: answers.keyword })}</p>
            )}
            {answers?.state === 'done' && answers.results.length > 0 && (
              <ul className="dpt-search-list" data-testid="header-search-answers">
                {answers.results.map((hit) => (
                  <li key={hit.feedbackId}>
                    <Link to={`/${slug}/feedback/${hit.feedbackId}`} onClick={close}>
                      {hit.recipient ? `${hit.recipient.firstName} ${hit.recipient.lastName}` : ''} ·{' '}
                      {tProcess(`processTypes.${hit.processType}`)} ·{' '}
                      {tProcess(`processCommon.feedbackTypes.${hit.feedbackType}`)}
                    </Link>
                    <small className="dpt-search-excerpt">{hit.excerpt}</small>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
