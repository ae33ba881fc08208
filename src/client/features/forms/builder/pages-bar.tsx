import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { LANGUAGES, type LanguageKey } from '../../../../engine/constants';
import { localize, pagesInOrder, type Localized, type Questionnaire } from '../../../../engine/forms';
import type { Translate } from '../../../lib/i18n/translate';

type Props = {
  questionnaire: Questionnaire;
  pageId: string;
  locale: LanguageKey;
  t: Translate;
  onShow: (pageId: string) => void;
  onAdd: () => void;
  onRename: (pageId: string, title: Localized) => void;
  onMove: (pageId: string, index: number) => void;
  onDelete: (pageId: string) => void;
};

/** The shown page's moves: one place to the left (earlier) or to the right. */
const MOVES = [
  { side: 'left', step: -1, label: 'formBuilder.pages.moveLeft' },
  { side: 'right', step: 1, label: 'formBuilder.pages.moveRight' },
] as const;

/** The pages as tabs, and the shown page's title (both languages), order and deletion. */
export function PagesBar({
  questionnaire,
  pageId,
  locale,
  t,
  onShow,
  onAdd,
  onRename,
  onMove,
  onDelete,
}: Props) {
  const pages = pagesInOrder(questionnaire);
  const position = pages.findIndex((p) => p.id === pageId);
  const page = pages[position];
  return (
    <div className="dpt-fb-pages">
      <div className="dpt-fb-page-tabs-row">
        <div className="dpt-fb-page-tabs" role="tablist" aria-label={t('formBuilder.pages.label')}>
          {pages.map((p, i) => (
            <button
              key={p.id}
              type="button"
              role="tab"
              aria-selected={p.id === pageId}
              className={`dpt-fb-page-tab${p.id === pageId ? ' dpt-fb-page-tab-active' : ''}`}
              onClick={() => onShow(p.id)}
              data-testid={`fb-page-tab-${i}`}
            >
              {localize(p.title, locale) ?? t('formBuilder.pages.defaultTitle', { n: i + 1 })}
            </button>
          ))}
        </div>
        {/* outside the tablist: a tablist holds tabs only */}
        <Button
          type="button"
          icon="pi pi-plus"
          text
          size="small"
          label={t('formBuilder.pages.add')}
          onClick={onAdd}
          data-testid="fb-page-add"
        />
      </div>
      {page && (
        <div className="dpt-controls">
          {LANGUAGES.map((language) => (
            <span key={language} className="dpt-fb-field">
              <label htmlFor={`fb-page-title-${language}`}>
                {t('formBuilder.pages.titleIn', { language: language.slice(0, 2).toUpperCase() })}
              </label>
              <InputText
                id={`fb-page-title-${language}`}
                value={page.title?.[language] ?? ''}
                onChange={(e) => onRename(page.id, { ...page.title, [language]: e.target.value })}
                data-testid={`fb-page-title-${language}`}
              />
            </span>
          ))}
          {MOVES.map(({ side, step, label }) => {
            const to = position + step;
            return (
              <Button
                key={side}
                type="button"
                icon={`pi pi-arrow-${side}`}
                text
                aria-label={t(label)}
                tooltip={t(label)}
                disabled={to < 0 || to >= pages.length}
                onClick={() => onMove(page.id, to)}
              />
            );
          })}
          <Button
            type="button"
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label={t('formBuilder.pages.delete')}
            tooltip={t(pages.length > 1 ? 'formBuilder.pages.delete' : 'formBuilder.pages.deleteLast')}
            disabled={pages.length <= 1}
            onClick={() => onDelete(page.id)}
            data-testid="fb-page-delete"
          />
        </div>
      )}
    </div>
  );
}
