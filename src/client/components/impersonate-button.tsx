import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { IMPERSONATION_MINUTES, type ImpersonationRefusal } from '../../engine/impersonation';
import { startImpersonation, useImpersonationText } from '../lib/session/impersonation';
import { useSession } from '../lib/session/session-context';

export type ImpersonateButtonProps = {
  /** the employee record to act as */
  userId: number;
  /** why the caller may not act as the employee (the server's answer by the one rule), null when they may */
  refusal: ImpersonationRefusal | null;
  /** the employee's full name, for the button's title and the confirmation */
  name: string;
};

/**
 * "View as" (SPEC §6): a full administrator starts acting as an employee after confirming. Shows nothing for
 * anyone else, while an impersonation is already running, or on the administrator's own record; for an employee
 * the rule refuses, it shows disabled with the reason. The employee page and the impersonations page use it
 * alike, with the refusal the server answers with the person.
 */
export function ImpersonateButton({ userId, refusal, name }: ImpersonateButtonProps) {
  const { t } = useImpersonationText();
  const { session, slug } = useSession();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!session.isAdmin || session.isImpersonated || userId === session.id || refusal === 'IMPERSONATE_SELF')
    return null;
  const allowed = refusal === null;

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
        disabled={!allowed || busy}
        loading={busy}
        title={
          allowed
            ? t('impersonation.viewAsTitle', { name })
            : t(`impersonation.refusals.${refusal}`, { name })
        }
        aria-label={t('impersonation.viewAsTitle', { name })}
        onClick={() => setAsking(true)}
        data-testid="impersonate-button"
      />
      {!allowed && (
        <small className="dpt-muted" data-testid="impersonate-refusal">
          {t(`impersonation.refusals.${refusal}`, { name })}
        </small>
      )}
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
