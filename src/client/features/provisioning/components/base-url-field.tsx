import { useProvisioningText } from '../text';
import { CopyField } from './copy-field';

/** The SCIM base URL to give the identity provider, with its copy button. */
export function BaseUrlField({ id, value }: { id: string; value: string }) {
  const { t } = useProvisioningText();
  return (
    <CopyField
      id={id}
      label={t('provisioning.baseUrl')}
      value={value}
      copyLabel={t('provisioning.copyBaseUrl')}
    />
  );
}
