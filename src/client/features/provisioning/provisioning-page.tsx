import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import type { CreatedScimToken, ScimToken } from '../../../engine/api/scim-tokens';
import { useScimTokenMutations, useScimTokens } from './api';
import { BaseUrlField } from './components/base-url-field';
import { CreateTokenForm } from './components/create-token-form';
import { GroupRolesCard } from './components/group-roles-card';
import { SecretDialog } from './components/secret-dialog';
import { TokenTable } from './components/token-table';
import { useProvisioningText } from './text';
import './provisioning.css';
import { Page } from '../../components/page';

/**
 * /{slug}/admin/provisioning (full administrators): the SCIM base URL, the organization's provisioning tokens,
 * creating one (its secret shown once) and revoking one after a confirmation, and the roles SCIM groups give.
 */
export function ProvisioningPage() {
  const { t } = useProvisioningText();
  const { slug } = useSession();
  const toast = useToast();
  const { data, isLoading } = useScimTokens(slug);
  const { create, revoke } = useScimTokenMutations(slug);
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);

  const createToken = async (name: string) => {
    const answer = await create(name);
    if (answer) setCreated(answer);
    return answer;
  };
  const confirmRevoke = async (token: ScimToken) => {
    setRevoking(null);
    if (await revoke(token.id)) toast.showSuccess(t('provisioning.revokeDone'));
    else toast.showError('errors.generic');
  };

  return (
    <Page title={t('provisioning.title')} testId="provisioning-page">
      <p className="dpt-muted dpt-prov-intro">{t('provisioning.intro')}</p>
      {!isLoading && !data && <Message severity="error" text={t('provisioning.loadFailed')} />}
      {data && (
        <div className="dpt-card">
          <BaseUrlField id="scim-base-url" value={data.baseUrl} />
        </div>
      )}
      <CreateTokenForm create={createToken} />
      <div className="dpt-card">
        <h2 className="dpt-prov-heading">{t('provisioning.tokens')}</h2>
        <TokenTable tokens={data?.result ?? []} loading={isLoading} onRevoke={setRevoking} />
      </div>
      <GroupRolesCard slug={slug} />
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        visible={revoking !== null}
        onHide={() => setRevoking(null)}
        header={t('provisioning.revokeHeader')}
        message={t('provisioning.revokeConfirm', { name: revoking?.name ?? '' })}
        icon="pi pi-exclamation-triangle"
        acceptClassName="p-button-danger"
        acceptLabel={t('provisioning.revoke')}
        rejectLabel={t('provisioning.cancel')}
        accept={() => revoking && void confirmRevoke(revoking)}
        reject={() => setRevoking(null)}
      />
    </Page>
  );
}
