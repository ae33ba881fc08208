import { Button } from 'primereact/button';
import { Link } from 'react-router-dom';
import { FEEDBACK_TYPES } from '../../../../engine/constants';
import type { AllowedActions } from '../../../../engine/workflows';
import type { SaveState } from '../../../forms/autosave/autosave';
import { SaveStateIndicator } from '../../../forms/autosave/save-state-indicator';
import { useFeedbackText } from '../text';
import type { FeedbackView } from '../../../../engine/api/feedbacks-answers';

export type StepName = 'submit' | 'approve' | 'veto' | 'talkDate';

type Props = {
  view: FeedbackView;
  slug: string;
  busy: StepName | null;
  onSubmit: () => void;
  onApprove: () => void;
  onVeto: () => void;
  onTalkDate: () => void;
  /** the form's save state while it is editable (the bar is sticky: the person sees it wherever they are) */
  saveState?: SaveState;
};

/** Pure. The steps the server allows now, in the order they are offered. */
export function offeredSteps(actions: AllowedActions, hasForm: boolean): StepName[] {
  const steps: StepName[] = [];
  if (actions.submit && hasForm) steps.push('submit');
  if (actions.approve) steps.push('approve');
  if (actions.veto) steps.push('veto');
  if (actions.setTalkDate) steps.push('talkDate');
  return steps;
}

/**
 * Exactly the actions the workflow allows now (the server's allowedActions), plus the links to the
 * comparison (when the caller may read it) and to the print view.
 */
export function ActionBar(props: Props) {
  const { view, slug, busy, onSubmit, onApprove, onVeto, onTalkDate, saveState } = props;
  const { t } = useFeedbackText();
  const steps = offeredSteps(view.allowedActions, view.form !== null);
  const comparison = view.process.feedbacks.find(
    (f) => f.feedbackType === FEEDBACK_TYPES.comparison && f.canRead && f.id !== view.feedback.id,
  );
  const handlers: Record<StepName, () => void> = {
    submit: onSubmit,
    approve: onApprove,
    veto: onVeto,
    talkDate: onTalkDate,
  };
  const labels: Record<StepName, string> = {
    submit: t('feedbackPage.actions.submit'),
    approve: t('feedbackPage.actions.approve'),
    veto: t('feedbackPage.actions.veto'),
    talkDate: t(
      view.process.talkDate ? 'feedbackPage.actions.changeTalkDate' : 'feedbackPage.actions.setTalkDate',
    ),
  };
  const icons: Record<StepName, string> = {
    submit: 'pi pi-send',
    approve: 'pi pi-check',
    veto: 'pi pi-undo',
    talkDate: 'pi pi-calendar',
  };
  return (
    <div
      className={`dpt-fb-actions dpt-no-print${steps.length === 0 ? ' dpt-fb-actions-idle' : ''}`}
      role="toolbar"
      aria-label={t('feedbackPage.actions.label')}
    >
      {steps.map((step) => (
        <Button
          key={step}
          type="button"
          label={labels[step]}
          icon={icons[step]}
          severity={step === 'veto' ? 'danger' : undefined}
          outlined={step === 'veto' || step === 'talkDate'}
          loading={busy === step}
          disabled={busy !== null && busy !== step}
          onClick={handlers[step]}
          data-testid={`action-${step}`}
        />
      ))}
      <span className="dpt-fb-actions-spacer" />
      {saveState !== undefined && <SaveStateIndicator state={saveState} t={t} />}
      {comparison && (
        <Link
          to={`/${slug}/feedback/${comparison.id}`}
          className="p-button p-button-outlined p-button-sm dpt-link-button"
          data-testid="action-comparison"
        >
          <i className="pi pi-arrows-h" aria-hidden="true" />
          <span>{t('feedbackPage.actions.comparison')}</span>
        </Link>
      )}
      <Link
        to={`/${slug}/print/${view.feedback.id}`}
        target="_blank"
        className="p-button p-button-text p-button-sm dpt-link-button"
        data-testid="action-print"
      >
        <i className="pi pi-print" aria-hidden="true" />
        <span>{t('feedbackPage.actions.print')}</span>
      </Link>
    </div>
  );
}
