import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { SCIM_TOKEN_NAME_MAX_LENGTH } from '../../../../engine/scim';
import type { CreatedScimToken } from '../../../../engine/api/scim-tokens';
import { useProvisioningText } from '../text';

/** The form that names and creates a token; the parent shows the answer's secret. */
export function CreateTokenForm({ create }: { create: (name: string) => Promise<CreatedScimToken | null> }) {
  const { t } = useProvisioningText();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const valid = name.trim().length > 0 && name.length <= SCIM_TOKEN_NAME_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    const created = await create(name.trim());
    setBusy(false);
    setFailed(created === null);
    if (created) setName('');
  };

  return (
    <form className="dpt-card" onSubmit={(e) => void submit(e)} aria-labelledby="dpt-prov-new">
      <h2 id="dpt-prov-new" className="dpt-prov-heading">
        {t('provisioning.newToken')}
      </h2>
      <div className="dpt-prov-create">
        <div className="dpt-stacked-field dpt-prov-field dpt-prov-name">
          <label htmlFor="dpt-prov-name">{t('provisioning.name')}</label>
          <InputText
            id="dpt-prov-name"
            value={name}
            maxLength={SCIM_TOKEN_NAME_MAX_LENGTH}
            placeholder={t('provisioning.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            aria-describedby="dpt-prov-name-help"
            data-testid="token-name"
          />
          <small id="dpt-prov-name-help" className="dpt-muted">
            {t('provisioning.nameHelp', { max: SCIM_TOKEN_NAME_MAX_LENGTH })}
          </small>
        </div>
        <Button
          type="submit"
          icon="pi pi-key"
          label={t('provisioning.create')}
          disabled={!valid}
          loading={busy}
          data-testid="token-create"
        />
      </div>
      {failed && <Message severity="error" text={t('provisioning.createFailed')} />}
    </form>
  );
}
