import { Tag } from 'primereact/tag';
import { EMAIL_STATUSES } from '../../../../engine/constants';
import { useEmailsText } from '../text';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

const SEVERITY: Record<number, Severity> = {
  [EMAIL_STATUSES.cancelled]: 'secondary',
  [EMAIL_STATUSES.sending]: 'info',
  [EMAIL_STATUSES.pending]: 'warning',
  [EMAIL_STATUSES.sent]: 'success',
  [EMAIL_STATUSES.failed]: 'danger',
  [EMAIL_STATUSES.received]: 'success',
};

/** An e-mail's status (SPEC §3) as a coloured tag with its name: the colour is never the only sign. */
export function EmailStatusTag({ status }: { status: number }) {
  const { t } = useEmailsText();
  return (
    <Tag
      severity={SEVERITY[status] ?? 'secondary'}
      value={t(`emails.status.${status}`)}
      data-testid="email-status"
    />
  );
}
