import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_DELAY_MS, USER_SEARCH_MIN_CHARS } from '../../../engine/constants';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The header search of SPEC §2: it searches after 500 ms once at least 2 characters are typed. The user
 * and fulltext searches arrive in a later release; until then the panel honestly reports no results.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const panelId = useId();
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState(false);
  const debounced = useDebouncedValue(term.trim(), USER_SEARCH_DELAY_MS);
  const showPanel = focused && debounced.length >= USER_SEARCH_MIN_CHARS && debounced === term.trim();

  return (
    <div className="dpt-search" role="search">
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setTerm('');
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-controls={showPanel ? panelId : undefined}
          aria-expanded={showPanel}
          title={t('search.minChars', { count: USER_SEARCH_MIN_CHARS })}
          data-testid="header-search"
        />
      </IconField>
      {showPanel && (
        <div id={panelId} className="dpt-search-panel" role="status" data-testid="header-search-results">
          {t('search.noResults', { term: debounced })}
        </div>
      )}
    </div>
  );
}
