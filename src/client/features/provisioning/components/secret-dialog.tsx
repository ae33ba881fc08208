import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import type { CreatedScimToken } from '../../../../engine/api/scim-tokens';
import { useProvisioningText } from '../text';
import { BaseUrlField } from './base-url-field';
import { CopyField } from './copy-field';

/** Shows a new token's secret this once, with the SCIM base URL, both to copy. */
export function SecretDialog({
  created,
  onClose,
}: {
  created: CreatedScimToken | null;
  onClose: () => void;
}) {
  const { t } = useProvisioningText();
  return (
    <Dialog
      visible={created !== null}
      onHide={onClose}
      header={t('provisioning.secretHeader', { name: created?.token.name ?? '' })}
      className="dpt-prov-dialog"
      closable={false}
      footer={
        <Button
          label={t('provisioning.done')}
          icon="pi pi-check"
          onClick={onClose}
          data-testid="secret-done"
          autoFocus
        />
      }
    >
      {created && (
        <div className="dpt-prov-secret" data-testid="secret-dialog">
          <Message severity="warn" text={t('provisioning.secretOnce')} />
          <CopyField
            id="secret-value"
            label={t('provisioning.secret')}
            value={created.secret}
            copyLabel={t('provisioning.copySecret')}
          />
          <BaseUrlField id="secret-base-url" value={created.baseUrl} />
        </div>
      )}
    </Dialog>
  );
}
