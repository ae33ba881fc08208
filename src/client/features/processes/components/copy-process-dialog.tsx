import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { useProcessesText } from '../text';
import type { Process } from '../../../../engine/api/feedbacks-answers';

type Props = {
  subject: string;
  /** the open processes of the same type for the same employee (the source among them when it is open) */
  openOfSameType: readonly Process[];
  onHide: () => void;
  onCopy: () => void;
};

/**
 * Copying starts a new process with the answers of the source and cannot be undone: it asks first, the same
 * way as the other irreversible steps. "New process" refuses a second open process of a type for one
 * employee; a copy may make one (the copy takes over the answers, e.g. to restart a process with another
 * questionnaire), so the dialog names the open ones and says that the copy will be one more.
 */
export function CopyProcessDialog({ subject, openOfSameType, onHide, onCopy }: Props) {
  const { t } = useProcessesText();
  return (
    <ConfirmDialog
      visible
      onHide={onHide}
      header={t('processesPage.copy.header')}
      message={
        <div className="dpt-pr-copy-message" data-testid="copy-process-message">
          <p>{t('processesPage.copy.message', { subject })}</p>
          {openOfSameType.length > 0 && (
            <Message
              severity="warn"
              data-testid="copy-process-open-warning"
              text={t('processesPage.copy.openExists', { count: openOfSameType.length })}
            />
          )}
        </div>
      }
      icon="pi pi-copy"
      acceptLabel={t('processesPage.copy.accept')}
      rejectLabel={t('processesPage.copy.reject')}
      accept={onCopy}
      data-testid="copy-process-dialog"
    />
  );
}
