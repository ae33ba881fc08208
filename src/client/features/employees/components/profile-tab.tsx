import { Tag } from 'primereact/tag';
import { useEmployeesText } from '../text';
import type { UserDetail } from '../../../../engine/api/users';

/** The profile tab: language, theme and roles, read-only (each person sets language and theme themselves). */
export function ProfileTab({ detail }: { detail: UserDetail }) {
  const { t } = useEmployeesText();
  return (
    <dl className="dpt-emp-profile" data-testid="employee-profile">
      <dt>{t('employeesPage.profile.language')}</dt>
      <dd>
        {t(`employeesPage.profile.languages.${detail.languageKey}`, { defaultValue: detail.languageKey })}
      </dd>
      <dt>{t('employeesPage.profile.theme')}</dt>
      <dd>{t(`employeesPage.profile.themes.${detail.themeMode}`, { defaultValue: detail.themeMode })}</dd>
      <dt>{t('employeesPage.profile.roles')}</dt>
      <dd className="dpt-emp-roles">
        {detail.roles.length === 0
          ? t('employeesPage.profile.noRoles')
          : detail.roles.map((role) => <Tag key={role} value={role} severity="secondary" />)}
      </dd>
      <dt>{t('employeesPage.profile.impersonation')}</dt>
      <dd>{t(detail.canBeImpersonated ? 'employeesPage.yes' : 'employeesPage.no')}</dd>
    </dl>
  );
}
