import { Chip } from 'primereact/chip';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-context';
import { CalendarFeedCard } from './calendar-feed';
import { NotificationSettingsCard } from './notification-settings';
import { Page } from '../../components/page';

/** The profile page: the signed-in user's session fields (SPEC §3); language and theme are changed in the top bar. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { session } = useSession();

  return (
    <Page title={t('profile.title')} testId="profile-page">
      <div className="dpt-card">
        <dl className="dpt-fields">
          <dt>{t('profile.name')}</dt>
          <dd data-testid="profile-name">{`${session.firstName} ${session.lastName}`}</dd>
          <dt>{t('profile.email')}</dt>
          <dd data-testid="profile-email">{session.email}</dd>
          <dt>{t('profile.shorthand')}</dt>
          <dd data-testid="profile-shorthand">{session.shorthand}</dd>
          <dt>{t('profile.organization')}</dt>
          <dd>{session.currentOrganization.name}</dd>
          <dt>{t('profile.roles')}</dt>
          <dd data-testid="profile-roles" className="dpt-chips">
            {session.userRoles.length === 0
              ? t('profile.noRoles')
              : session.userRoles.map((role) => <Chip key={role} label={role} />)}
          </dd>
          <dt>{t('profile.language')}</dt>
          <dd data-testid="profile-language">{t(`languages.${session.languageKey}`)}</dd>
          <dt>{t('profile.theme')}</dt>
          <dd data-testid="profile-theme">{t(`themeModes.${session.themeMode}`)}</dd>
        </dl>
      </div>
      <NotificationSettingsCard />
      <CalendarFeedCard />
    </Page>
  );
}
