import { useState, type RefObject } from 'react';
import { useToast } from '../../lib/toast/toast-context';
import type { SaveState } from '../../forms/autosave/autosave';
import type { QuestionnaireFormHandle } from '../../forms/questionnaire-form';
import { approveFeedback, setTalkDate, submitFeedback, vetoFeedback, type FeedbackAccess } from './api';
import type { StepName } from './components/action-bar';
import { useFeedbackText } from './text';
import type { FeedbackView, MissingAnswer } from '../../../engine/api/feedbacks-answers';

type Options = {
  view: FeedbackView;
  access: FeedbackAccess;
  formRef: RefObject<QuestionnaireFormHandle | null>;
  saveState: RefObject<SaveState>;
  /** reloads the feedback and the process lists after a step */
  reload: () => Promise<unknown>;
  /** the list of missing answers, focused when it appears */
  missingList: RefObject<HTMLDivElement | null>;
};

/**
 * The feedback steps with their SPEC §8 toasts: submit (autosave flushed first; a 400 MANDATORY_MISSING
 * becomes the list of missing answers), approve, veto and talk date. Each reloads the view afterwards, also
 * after a refusal, so the buttons show what is possible now.
 */
export function useFeedbackSteps(options: Options) {
  const { view, access, formRef, saveState, reload, missingList } = options;
  const { t } = useFeedbackText();
  const toast = useToast();
  const [busy, setBusy] = useState<StepName | null>(null);
  const [missing, setMissing] = useState<MissingAnswer[] | null>(null);
  const feedbackId = view.feedback.id;

  async function run(step: StepName, action: () => Promise<boolean>): Promise<boolean> {
    setBusy(step);
    try {
      return await action();
    } finally {
      await reload();
      setBusy(null);
    }
  }

  const submit = () =>
    run('submit', async () => {
      await formRef.current?.flush();
      if (saveState.current === 'failed') {
        toast.showError('errors.notSaved');
        return false;
      }
      const outcome = await submitFeedback(feedbackId, access);
      if (outcome.ok) {
        setMissing(null);
        toast.showSuccess(t('processCommon.toasts.feedbackSubmitted'));
        return true;
      }
      if (outcome.missing) {
        setMissing(outcome.missing);
        // after React has drawn the list: focus it so that it is announced
        setTimeout(() => missingList.current?.focus(), 0);
      } else toast.showError();
      return false;
    });

  const approve = () =>
    run('approve', async () => {
      const ok = (await approveFeedback(feedbackId, access.slug)) !== null;
      if (ok) toast.showSuccess(t('processCommon.toasts.feedbackConfirmed'));
      else toast.showError();
      return ok;
    });

  const veto = (comment: string) =>
    run('veto', async () => {
      const ok = (await vetoFeedback(feedbackId, comment, access.slug)) !== null;
      if (ok) toast.showSuccess(t('processCommon.toasts.vetoSaved'));
      else toast.showError();
      return ok;
    });

  const talkDate = (date: Date) =>
    run('talkDate', async () => {
      const ok = (await setTalkDate(view.process.id, date, access.slug)) !== null;
      if (ok) toast.showSuccess(t('processCommon.toasts.saved'));
      else toast.showError();
      return ok;
    });

  return { busy, missing, submit, approve, veto, talkDate };
}
