import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { useState } from 'react';
import type { UserIdentity } from '../../../../engine/api/users';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useToast } from '../../../lib/toast/toast-context';
import { unlinkIdentity, useUserIdentities } from '../api';
import { useEmployeesText } from '../text';

type Props = { slug: string; userId: number; name: string; onUnlinked: () => void };

/**
 * The employee's sign-in identities at the external issuer (for who may change employees): each link made at a
 * first sign-in, with a button that undoes it after asking. The next sign-in is matched again by the claim.
 * Nothing shows while there is no link (always so with the embedded sign-in, which needs none).
 */
export function SignInIdentities({ slug, userId, name, onUnlinked }: Props) {
  const { t } = useEmployeesText();
  const dates = useDateFormat();
  const toast = useToast();
  const identities = useUserIdentities(slug, userId, true);
  const [confirming, setConfirming] = useState<UserIdentity | null>(null);
  const [busy, setBusy] = useState(false);

  const unlink = async (identity: UserIdentity) => {
    setConfirming(null);
    setBusy(true);
    const done = await unlinkIdentity(slug, userId, identity.id);
    setBusy(false);
    if (!done) {
      toast.showError();
      return;
    }
    toast.showSuccess(t('employeesPage.identities.unlinked'));
    void identities.mutate();
    onUnlinked();
  };

  if (identities.data?.length === 0 || identities.data === undefined) return null;
  return (
    <section
      className="dpt-emp-identities"
      data-testid="employee-identities"
      aria-labelledby="identities-title"
    >
      <h2 id="identities-title">{t('employeesPage.identities.title')}</h2>
      {identities.data === null && <Message severity="error" text={t('employeesPage.loadFailed')} />}
      {identities.data && (
        <ul>
          {identities.data.map((identity) => (
            <li key={identity.id} data-testid="employee-identity">
              <span>
                <strong>{identity.issuer}</strong>
                <code>{identity.subject}</code>
                <small className="dpt-muted">
                  {t('employeesPage.identities.linkedAt', { date: dates.dateTime(identity.linkedAt) })}
                </small>
              </span>
              <Button
                type="button"
                icon="pi pi-link"
                label={t('employeesPage.identities.unlink')}
                severity="danger"
                outlined
                size="small"
                loading={busy}
                onClick={() => setConfirming(identity)}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="dpt-muted">{t('employeesPage.identities.hint')}</p>
      <ConfirmDialog
        visible={confirming !== null}
        onHide={() => setConfirming(null)}
        header={t('employeesPage.identities.confirmTitle')}
        message={t('employeesPage.identities.confirm', { name })}
        icon="pi pi-link"
        acceptClassName="p-button-danger"
        acceptLabel={t('employeesPage.identities.unlink')}
        rejectLabel={t('employeesPage.identities.cancel')}
        accept={() => confirming && void unlink(confirming)}
        reject={() => setConfirming(null)}
      />
    </section>
  );
}
