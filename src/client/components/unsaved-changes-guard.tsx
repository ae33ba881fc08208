import { ConfirmDialog } from 'primereact/confirmdialog';
import { useBlocker } from 'react-router-dom';
import { moduleTexts } from '../lib/i18n/module-texts';
import { useUnloadWarning } from '../lib/navigation/use-unload-warning';
import de from './i18n/unsaved-changes.de-DE.json';
import en from './i18n/unsaved-changes.en-US.json';

const useUnsavedText = moduleTexts(de, en);

type Props = {
  /** there are changes that leaving would lose */
  dirty: boolean;
  /** paths that are no leave although the path changes (a saved item's own new URL) */
  stays?: (pathname: string) => boolean;
};

/**
 * While `dirty`, leaving the page asks first: a route change with a confirmation (stay or leave), a reload or
 * closing the tab with the browser's own question. A change of the query or hash alone is no leave. The one
 * guard of every editor with an explicit save (form builder, workflow editor, employee, notification
 * template, organization settings).
 */
export function UnsavedChangesGuard({ dirty, stays }: Props) {
  const { t } = useUnsavedText();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(stays?.(nextLocation.pathname) ?? false),
  );
  useUnloadWarning(dirty);
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      visible={blocked}
      header={t('unsavedChanges.header')}
      message={t('unsavedChanges.message')}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('unsavedChanges.leave')}
      rejectLabel={t('unsavedChanges.stay')}
      defaultFocus="reject"
      accept={() => blocker.proceed?.()}
      // "stay", Escape and the close button all keep the page
      onHide={(result) => {
        if (result !== 'accept' && blocked) blocker.reset?.();
      }}
      data-testid="unsaved-changes-dialog"
    />
  );
}
