import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

/** Shown while an administrator acts as another user (SPEC §2, §6); ending it comes with impersonation. */
export function ImpersonationNotice({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Tag
      severity="warning"
      icon="pi pi-user-edit"
      value={t('topBar.impersonating', { name })}
      role="status"
      data-testid="impersonation-notice"
    />
  );
}
