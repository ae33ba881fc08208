import { confirmDialog } from 'primereact/confirmdialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { Translate } from '../../../lib/i18n/translate';
import { useUnloadWarning } from '../../../lib/navigation/use-unload-warning';

/**
 * While there are unsaved changes, leaving the builder asks first: a route change with a confirmation, a
 * reload or closing the tab with the browser's own question. Moving to the saved version's own URL is no leave.
 */
export function useLeaveGuard(dirty: boolean, t: Translate): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !/\/admin\/form\/edit\/\d+$/.test(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmDialog({
      header: t('formBuilder.leave.header'),
      message: t('formBuilder.leave.message'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('formBuilder.leave.accept'),
      rejectLabel: t('formBuilder.leave.stay'),
      defaultFocus: 'reject',
      accept: () => blocker.proceed(),
      reject: () => blocker.reset(),
      onHide: () => blocker.state === 'blocked' && blocker.reset(),
    });
  }, [blocker, t]);
  useUnloadWarning(dirty);
}
