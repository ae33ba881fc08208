import type { ParseKeys } from 'i18next';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

/** A page's title: one of the navigation's texts (`nav.*` of the app's files). */
export type PlaceholderTitleKey = Extract<ParseKeys, `nav.${string}`>;

/** A page of a later release: says so plainly instead of showing anything made up. */
export function NotAvailablePage({ titleKey }: { titleKey: PlaceholderTitleKey }) {
  const { t } = useTranslation();
  return (
    <section className="dpt-page" data-testid="not-available-page">
      <header className="dpt-page-header">
        <h1>{t(titleKey)}</h1>
        <Tag value={t('notAvailable.badge')} severity="info" />
      </header>
      <div className="dpt-card dpt-empty-state">
        <i className="pi pi-clock" aria-hidden />
        <p>{t('notAvailable.text')}</p>
      </div>
    </section>
  );
}
