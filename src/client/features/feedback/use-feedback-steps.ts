import { useState } from 'react';
import { useToast } from '../../lib/toast/toast-context';
import { approveFeedback, setTalkDate, vetoFeedback } from './api';
import type { StepName } from './components/action-bar';
import { useFeedbackText } from './text';
import type { FeedbackView } from '../../../engine/api/feedbacks-answers';

type Options = {
  view: FeedbackView;
  slug: string;
  /** reloads the feedback and the process lists after a step */
  reload: () => Promise<unknown>;
};

/**
 * The feedback steps with their SPEC §8 toasts: approve, veto and talk date (submitting is useSubmitFlow's).
 * Each reloads the view afterwards, also after a refusal, so the buttons show what is possible now.
 */
export function useFeedbackSteps(options: Options) {
  const { view, slug, reload } = options;
  const { t } = useFeedbackText();
  const toast = useToast();
  const [busy, setBusy] = useState<StepName | null>(null);
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

  const approve = () =>
    run('approve', async () => {
      const ok = (await approveFeedback(feedbackId, slug)) !== null;
      if (ok) toast.showSuccess(t('processCommon.toasts.feedbackConfirmed'));
      else toast.showError();
      return ok;
    });

  const veto = (comment: string) =>
    run('veto', async () => {
      const ok = (await vetoFeedback(feedbackId, comment, slug)) !== null;
      if (ok) toast.showSuccess(t('processCommon.toasts.vetoSaved'));
      else toast.showError();
      return ok;
    });

  const talkDate = (date: Date) =>
    run('talkDate', async () => {
      const ok = (await setTalkDate(view.process.id, date, slug)) !== null;
      if (ok) toast.showSuccess(t('processCommon.toasts.saved'));
      else toast.showError();
      return ok;
    });

  return { busy, approve, veto, talkDate };
}
