import { useTranslation } from 'react-i18next';
import { version } from '../../../../package.json';
import { useSession } from '../../lib/session/session-context';

/** The about page: product, version (from package.json at build time) and organization. */
export function AboutPage() {
  const { t } = useTranslation();
  const { session } = useSession();

  return (
    <section className="dpt-page" data-testid="about-page">
      <header className="dpt-page-header">
        <h1>{t('about.title')}</h1>
      </header>
      <div className="dpt-card">
        <p>{t('app.description')}</p>
        <dl className="dpt-fields">
          <dt>{t('about.product')}</dt>
          <dd>{t('app.name')}</dd>
          <dt>{t('about.version')}</dt>
          <dd data-testid="about-version">{version}</dd>
          <dt>{t('about.organization')}</dt>
          <dd data-testid="about-organization">{session.currentOrganization.name}</dd>
        </dl>
      </div>
    </section>
  );
}
