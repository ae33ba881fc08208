import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { useSessionActions } from '../../session/use-session-actions';

/** Light/dark switch: applied at once, stored by the server (POST /Session/SetTheme). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { setThemeMode } = useSessionActions();
  const dark = session.themeMode === 'dark';
  const label = dark ? t('topBar.themeToLight') : t('topBar.themeToDark');

  return (
    <Button
      icon={dark ? 'pi pi-sun' : 'pi pi-moon'}
      text
      rounded
      className="dpt-topbar-button"
      aria-label={label}
      tooltip={label}
      tooltipOptions={{ position: 'bottom' }}
      aria-pressed={dark}
      data-theme-mode={session.themeMode}
      onClick={() => void setThemeMode(dark ? 'light' : 'dark')}
      data-testid="theme-switch"
    />
  );
}
