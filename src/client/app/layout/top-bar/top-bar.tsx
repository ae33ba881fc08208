import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HeaderSearch } from '../../../features/search/header-search';
import { NotificationsBell } from '../../../features/notifications/notifications-bell';
import { useImpersonationSwitches } from '../../../lib/session/impersonation';
import { useSession } from '../../../lib/session/session-context';
import { ImpersonationNotice } from './impersonation-notice';
import { OrgLogo } from './org-logo';
import { SettingsMenu } from './settings-menu';
import { ThemeSwitch } from './theme-switch';

/** The top bar of SPEC §2: logo, search, feedback mail, notifications, theme switch and settings. */
export function TopBar({ onOpenNav }: { onOpenNav?: () => void }) {
  const { t } = useTranslation();
  const { session, slug } = useSession();
  const { feedbackMail } = session.organizationSettings;
  // an impersonation started or ended in another tab switches this one too (SPEC §6)
  useImpersonationSwitches(slug, session.id, session.isAdmin || session.isImpersonated);

  return (
    <header className="dpt-topbar" data-testid="top-bar" aria-label={t('topBar.label')}>
      {onOpenNav && (
        <Button
          icon="pi pi-bars"
          text
          rounded
          className="dpt-topbar-button"
          aria-label={t('nav.open')}
          onClick={onOpenNav}
          data-testid="nav-toggle"
        />
      )}
      <Link to={`/${slug}/dashboard`} className="dpt-logo-link" aria-label={t('nav.dashboard')}>
        <OrgLogo slug={slug} name={session.currentOrganization.name} />
      </Link>
      <HeaderSearch />
      <div className="dpt-topbar-actions">
        {session.isImpersonated && <ImpersonationNotice name={`${session.firstName} ${session.lastName}`} />}
        {feedbackMail && (
          <a
            href={`mailto:${feedbackMail}`}
            className="dpt-topbar-button p-button p-button-text p-button-rounded p-button-icon-only"
            aria-label={t('topBar.feedbackMail')}
            title={t('topBar.feedbackMail')}
            data-testid="feedback-mail"
          >
            <i className="pi pi-envelope" aria-hidden />
          </a>
        )}
        <NotificationsBell />
        <ThemeSwitch />
        <SettingsMenu />
      </div>
    </header>
  );
}
