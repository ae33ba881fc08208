import { useTranslation } from 'react-i18next';
import { version } from '../../../../package.json';
import { useSession } from '../../lib/session/session-context';
import { Page } from '../../components/page';

/** The about page: product, version (from package.json at build time) and organization. */
export function AboutPage() {
  const { t } = useTranslation();
  const { session } = useSession();

  return (
    <Page title={t('about.title')} testId="about-page">
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
    </Page>
  );
}
