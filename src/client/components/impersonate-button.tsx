import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { IMPERSONATION_MINUTES } from '../../engine/impersonation';
import { startImpersonation, useImpersonationText } from '../lib/session/impersonation';
import { useSession } from '../lib/session/session-context';

export type ImpersonateButtonProps = {
  /** the employee record to act as */
  userId: number;
  /** the employee's canBeImpersonated flag: without it the button is disabled */
  canBeImpersonated: boolean;
  /** the employee's full name, for the button's title and the confirmation */
  name: string;
};

/**
 * "View as" (SPEC §6): a full administrator starts acting as an employee after confirming. Shows nothing for
 * anyone else, or while an impersonation is already running; the server refuses those anyway.
 */
export function ImpersonateButton({ userId, canBeImpersonated, name }: ImpersonateButtonProps) {
  const { t } = useImpersonationText();
  const { session, slug } = useSession();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!session.isAdmin || session.isImpersonated || userId === session.id) return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    const failure = await startImpersonation(slug, userId);
    if (failure) {
      setBusy(false);
      const code = failure.problem?.code;
      setError(
        code
          ? t(`impersonation.errors.${code}`, { name, defaultValue: t('impersonation.failed') })
          : t('impersonation.failed'),
      );
    }
  };

  return (
    <span className="dpt-impersonate">
      <Button
        type="button"
        label={t('impersonation.viewAs')}
        icon="pi pi-eye"
        outlined
        size="small"
        disabled={!canBeImpersonated || busy}
        loading={busy}
        title={
          canBeImpersonated
            ? t('impersonation.viewAsTitle', { name })
            : t('impersonation.notAllowed', { name })
        }
        aria-label={t('impersonation.viewAsTitle', { name })}
        onClick={() => setAsking(true)}
        data-testid="impersonate-button"
      />
      <ConfirmDialog
        visible={asking}
        onHide={() => setAsking(false)}
        header={t('impersonation.confirmHeader', { name })}
        message={t('impersonation.confirmMessage', { name, minutes: IMPERSONATION_MINUTES })}
        icon="pi pi-eye"
        acceptLabel={t('impersonation.confirm', { name })}
        rejectLabel={t('impersonation.cancel')}
        accept={() => void start()}
        reject={() => setAsking(false)}
        style={{ maxWidth: 'min(32rem, 95vw)' }}
      />
      {error && (
        <small role="alert" className="p-error" data-testid="impersonate-error">
          {error}
        </small>
      )}
    </span>
  );
}
