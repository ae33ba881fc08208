import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FEEDBACK_TYPES } from '../../../engine/constants';
import type { QuestionnaireFormHandle } from '../../forms/questionnaire-form';
import { ActionBar } from './components/action-bar';
import { ComparisonView } from './components/comparison-view';
import { FeedbackFormPanel } from './components/feedback-form-panel';
import { FeedbackHeader } from './components/feedback-header';
import { MissingAnswersList } from './components/missing-answers-list';
import { ProcessFeedbackNav } from './components/process-feedback-nav';
import { TalkDateDialog } from './components/talk-date-dialog';
import { VetoDialog } from './components/veto-dialog';
import { submitFeedback } from './api';
import { SubmitConfirmDialog } from './components/submit-confirm-dialog';
import { useFeedbackSteps } from './use-feedback-steps';
import { useSubmitFlow } from './use-submit-flow';
import { useProcessLive } from './use-process-live';
import { useSaveState } from './use-save-state';
import { useFeedbackText } from './text';
import type { FeedbackView } from '../../../engine/api/feedbacks-answers';

type Props = {
  view: FeedbackView;
  slug: string;
  /** after a step: reloads the feedback and the process lists */
  reload: () => Promise<unknown>;
  /** after someone else's change: reloads the feedback only */
  refresh: () => Promise<unknown>;
};

/** A loaded feedback: header, the process's feedbacks, the allowed actions, and the form or the comparison. */
export function FeedbackScreen({ view, slug, reload, refresh }: Props) {
  const { t } = useFeedbackText();
  const access = useMemo(() => ({ slug }), [slug]);
  const formRef = useRef<QuestionnaireFormHandle>(null);
  const saveState = useSaveState();
  const live = useProcessLive(view.process.id, formRef, refresh);
  const missingList = useRef<HTMLDivElement>(null);
  const steps = useFeedbackSteps({ view, slug, reload });
  const feedbackId = view.feedback.id;
  const submit = useSubmitFlow({
    form: view.form,
    formRef,
    saveState: saveState.ref,
    missingList,
    refuseEmpty: false,
    send: () => submitFeedback(feedbackId, access),
    // also after a refusal: the buttons show what is possible now
    onDone: reload,
  });
  const [dialog, setDialog] = useState<'veto' | 'talkDate' | 'approve' | null>(null);

  const isComparison = view.feedback.feedbackType === FEEDBACK_TYPES.comparison;
  const editable = view.allowedActions.edit && view.form !== null && !isComparison;
  const vetoComment = view.feedback.vetoComment;

  return (
    <section
      className="dpt-page dpt-fb-page"
      data-testid="feedback-page"
      data-mode={editable ? 'edit' : 'readOnly'}
    >
      <Link to={`/${slug}/my-feedbacks`} className="dpt-back-link dpt-no-print">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('feedbackPage.back')}
      </Link>
      <FeedbackHeader process={view.process} feedback={view.feedback} slug={slug} />
      <ProcessFeedbackNav process={view.process} currentId={view.feedback.id} slug={slug} />
      {live.notice && (
        <Message
          severity="info"
          className="dpt-fb-live"
          data-testid="live-notice"
          content={
            <span className="dpt-fb-live-text">
              <i className="pi pi-sync" aria-hidden="true" /> {t('feedbackPage.updated')}
              <button type="button" className="p-link dpt-fb-dismiss" onClick={live.dismissNotice}>
                <i className="pi pi-times" aria-label={t('feedbackPage.print.close')} />
              </button>
            </span>
          }
        />
      )}
      <ActionBar
        view={view}
        slug={slug}
        busy={steps.busy ?? (submit.busy ? 'submit' : null)}
        onSubmit={() => void submit.request()}
        onApprove={() => setDialog('approve')}
        onVeto={() => setDialog('veto')}
        onTalkDate={() => setDialog('talkDate')}
        saveState={editable ? saveState.shown : undefined}
      />
      {vetoComment && !view.feedback.isSubmitted && !view.process.isClosed && (
        <Message
          severity="warn"
          data-testid="veto-notice"
          content={
            <div>
              <strong>{t('feedbackPage.vetoNotice')}</strong>
              <p className="dpt-fb-veto-text">{vetoComment}</p>
            </div>
          }
        />
      )}
      {submit.missing && submit.missing.length > 0 && (
        <MissingAnswersList ref={missingList} missing={submit.missing} />
      )}
      {!editable && !isComparison && view.form && (
        <p className="dpt-muted dpt-fb-readonly" data-testid="read-only-note">
          <i className="pi pi-lock" aria-hidden="true" /> {t('feedbackPage.readOnly')}
        </p>
      )}
      <div className="dpt-card dpt-fb-form">
        {isComparison ? (
          <ComparisonView view={view} />
        ) : (
          <FeedbackFormPanel
            view={view}
            access={access}
            mode={editable ? 'edit' : 'readOnly'}
            formRef={formRef}
            onSaveStateChange={saveState.onChange}
            hideSaveState
          />
        )}
      </div>
      {dialog === 'veto' && (
        <VetoDialog
          busy={steps.busy === 'veto'}
          onHide={() => setDialog(null)}
          onSend={(comment) => void steps.veto(comment).then((ok) => ok && setDialog(null))}
        />
      )}
      {dialog === 'talkDate' && (
        <TalkDateDialog
          busy={steps.busy === 'talkDate'}
          initial={view.process.talkDate}
          onHide={() => setDialog(null)}
          onSave={(date) => void steps.talkDate(date).then((ok) => ok && setDialog(null))}
        />
      )}
      {/* irreversible steps ask first, all the same way (submit and approve) */}
      <SubmitConfirmDialog
        visible={submit.stage === 'confirming'}
        onAccept={() => void submit.confirm()}
        onHide={submit.cancel}
      />
      <ConfirmDialog
        visible={dialog === 'approve'}
        onHide={() => setDialog(null)}
        header={t('feedbackPage.approve.header')}
        message={t('feedbackPage.approve.message')}
        icon="pi pi-check-circle"
        acceptLabel={t('feedbackPage.approve.accept')}
        rejectLabel={t('feedbackPage.approve.reject')}
        accept={() => void steps.approve()}
        data-testid="approve-dialog"
      />
    </section>
  );
}
