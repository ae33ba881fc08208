import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../engine/constants';
import { signOut } from '../../auth/auth-service';
import { endImpersonationQuietly } from '../../../lib/session/impersonation';
import { useSession } from '../../../lib/session/session-context';
import { useSessionActions } from '../../session/use-session-actions';
import { useToast } from '../../../lib/toast/toast-context';

// PrimeReact renders menu items itself; the test id travels in item.data and lands on the <li>.
const withTestIds = {
  menuitem: (options?: { context: { item: MenuItem } }) =>
    ({
      'data-testid': (options?.context.item.data as { testId?: string } | undefined)?.testId,
    }) as HTMLAttributes<HTMLLIElement>,
};

/** The settings menu of SPEC §2: language (de-DE, en-US, stored by the server) and logout. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const { session, slug } = useSession();
  const { setLanguage } = useSessionActions();
  const toast = useToast();
  const menu = useRef<Menu>(null);

  const model: MenuItem[] = [
    {
      label: t('topBar.language'),
      items: LANGUAGES.map((language) => ({
        label: t(`languages.${language}`),
        icon: language === session.languageKey ? 'pi pi-check' : 'pi pi-fw',
        className: language === session.languageKey ? 'dpt-menu-selected' : undefined,
        command: () => void setLanguage(language),
        data: { testId: `language-${language}` },
      })),
    },
    { separator: true },
    {
      label: t('topBar.logout'),
      icon: 'pi pi-sign-out',
      // an administrator's impersonation ends with the sign-out (SPEC §6)
      command: () =>
        void (session.isAdmin || session.isImpersonated ? endImpersonationQuietly(slug) : Promise.resolve())
          .then(signOut)
          .catch(() => toast.showError()),
      data: { testId: 'logout' },
    },
  ];

  return (
    <>
      <Menu model={model} popup ref={menu} id="dpt-settings-menu" pt={withTestIds} />
      <Button
        icon="pi pi-cog"
        text
        rounded
        className="dpt-topbar-button"
        aria-label={t('topBar.settings')}
        aria-haspopup="menu"
        aria-controls="dpt-settings-menu"
        onClick={(event) => menu.current?.toggle(event)}
        data-testid="settings-menu-button"
      />
    </>
  );
}
