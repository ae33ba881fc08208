import { ConfirmDialog } from 'primereact/confirmdialog';
import { useFeedbackText } from '../text';

type Props = { visible: boolean; onAccept: () => void; onHide: () => void };

/** The confirmation of a submit that passed the check: submitting cannot be undone. */
export function SubmitConfirmDialog({ visible, onAccept, onHide }: Props) {
  const { t } = useFeedbackText();
  return (
    <ConfirmDialog
      visible={visible}
      onHide={onHide}
      header={t('feedbackPage.submitConfirm.header')}
      message={t('feedbackPage.submitConfirm.message')}
      icon="pi pi-send"
      acceptLabel={t('feedbackPage.submitConfirm.accept')}
      rejectLabel={t('feedbackPage.submitConfirm.reject')}
      accept={onAccept}
      data-testid="submit-dialog"
    />
  );
}
