import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SaveStateIndicator } from '../../forms/autosave/save-state-indicator';
import type { QuestionnaireFormHandle } from '../../forms/questionnaire-form';
import { submitFeedback, useAnonymousFeedbackView } from './api';
import { FeedbackFormPanel } from './components/feedback-form-panel';
import { MissingAnswersList } from './components/missing-answers-list';
import { SubmitConfirmDialog } from './components/submit-confirm-dialog';
import { useFeedbackText } from './text';
import { useSaveState } from './use-save-state';
import { useSubmitFlow } from './use-submit-flow';
import './feedback.css';

/**
 * /{slug}/feedback/anonymous/{id}/{accessToken}: an anonymous feedback, filled in without sign-in. Reads
 * GET /Feedbacks?feedbackId=&accessToken= and saves with the access token instead of a bearer token.
 */
export function AnonymousFeedbackPage() {
  const { t } = useFeedbackText();
  const { slug = '', id = '', accessToken = '' } = useParams();
  const feedbackId = Number(id);
  const access = useMemo(() => ({ slug, accessToken }), [slug, accessToken]);
  const { data, mutate } = useAnonymousFeedbackView(feedbackId, access);
  const formRef = useRef<QuestionnaireFormHandle>(null);
  const saveState = useSaveState();
  const [done, setDone] = useState(false);
  const missingList = useRef<HTMLDivElement>(null);
  const view = data?.kind === 'ok' ? data.view : undefined;
  const submit = useSubmitFlow({
    form: view?.form ?? null,
    formRef,
    saveState: saveState.ref,
    missingList,
    refuseEmpty: true,
    send: () => submitFeedback(feedbackId, access),
    onDone: (outcome) => {
      if (!outcome.ok) return;
      setDone(true);
      void mutate();
    },
  });

  // submitted (now or earlier): the answers are closed for good, so no form that looks editable is shown
  const submitted = !!view?.feedback.isSubmitted || done;
  const editable = !!view?.allowedActions.edit && !submitted;
  return (
    <main className="dpt-anon" data-testid="anonymous-page">
      <div className="dpt-anon-brand">
        <img src={`/api/file/public/${encodeURIComponent(slug)}-logo.png`} alt="" />
      </div>
      <h1>{view?.form?.name ?? t('feedbackPage.anonymous.title')}</h1>
      {!data && <div aria-busy="true" />}
      {data && !view && <Message severity="warn" text={t('feedbackPage.anonymous.notAvailable')} />}
      {done && (
        <Message
          severity="success"
          text={t('feedbackPage.anonymous.thanks')}
          data-testid="anonymous-thanks"
        />
      )}
      {view && submitted && !done && (
        <Message
          severity="success"
          data-testid="anonymous-already-submitted"
          content={
            <div>
              <strong>{t('feedbackPage.anonymous.alreadySubmitted')}</strong>
              <p>{t('feedbackPage.anonymous.alreadySubmittedHint')}</p>
            </div>
          }
        />
      )}
      {view && !submitted && <p className="dpt-muted">{t('feedbackPage.anonymous.intro')}</p>}
      {!submitted && submit.missing && submit.missing.length > 0 && (
        <MissingAnswersList ref={missingList} missing={submit.missing} />
      )}
      {view && !submitted && (
        <div className="dpt-card">
          <FeedbackFormPanel
            view={view}
            access={access}
            mode={editable ? 'edit' : 'readOnly'}
            formRef={formRef}
            onSaveStateChange={saveState.onChange}
            hideSaveState
          />
        </div>
      )}
      {view && editable && (
        // sticks to the bottom of the window while the form scrolls: the save state is where the person is
        <div
          className="dpt-fb-actions dpt-anon-actions"
          role="toolbar"
          aria-label={t('feedbackPage.actions.label')}
        >
          {view.allowedActions.submit && (
            <Button
              type="button"
              icon="pi pi-send"
              label={t('feedbackPage.anonymous.submit')}
              loading={submit.busy}
              onClick={() => void submit.request()}
              data-testid="anonymous-submit"
            />
          )}
          <span className="dpt-fb-actions-spacer" />
          <SaveStateIndicator state={saveState.shown} t={t} />
          {submit.empty && (
            <Message
              severity="warn"
              role="alert"
              text={t('feedbackPage.anonymous.empty')}
              data-testid="anonymous-empty"
            />
          )}
        </div>
      )}
      <SubmitConfirmDialog
        visible={submit.stage === 'confirming'}
        onAccept={() => void submit.confirm()}
        onHide={submit.cancel}
      />
    </main>
  );
}
