import { useState, type RefObject } from 'react';
import { useToast } from '../../lib/toast/toast-context';
import type { SaveState } from '../../forms/autosave/autosave';
import type { QuestionnaireFormHandle } from '../../forms/questionnaire-form';
import type { SubmitOutcome } from './api';
import { checkBeforeSubmit } from './submit-check';
import { useFeedbackText } from './text';
import type { FeedbackView, MissingAnswer } from '../../../engine/api/feedbacks-answers';

type Options = {
  form: FeedbackView['form'];
  formRef: RefObject<QuestionnaireFormHandle | null>;
  saveState: RefObject<SaveState>;
  /** the list of missing answers, focused when it appears */
  missingList: RefObject<HTMLDivElement | null>;
  /** anonymous feedbacks cannot be submitted without any answer */
  refuseEmpty: boolean;
  /** sends POST /Feedbacks/Submit */
  send: () => Promise<SubmitOutcome>;
  /** after the submit: whether it worked; refusals other than missing answers are the caller's to show */
  onDone: (outcome: SubmitOutcome) => Promise<unknown> | void;
};

/** Where a submit is: nothing, checking the answers, waiting for the confirmation, or sending. */
export type SubmitStage = 'idle' | 'checking' | 'confirming' | 'sending';

/**
 * The one submit flow of every feedback form (process and anonymous): the autosave is flushed, the answers are
 * checked like the server will, and only a submit that would pass asks "cannot be changed afterwards"; what is
 * missing is listed instead, and the list takes the focus (also after a submit the server refused).
 */
export function useSubmitFlow(options: Options) {
  const { form, formRef, saveState, missingList, refuseEmpty, send, onDone } = options;
  const { t, locale } = useFeedbackText();
  const toast = useToast();
  const [stage, setStage] = useState<SubmitStage>('idle');
  const [missing, setMissing] = useState<MissingAnswer[] | null>(null);
  const [empty, setEmpty] = useState(false);

  const showMissing = (list: MissingAnswer[]) => {
    setMissing(list);
    // after React has drawn the list: focus it so that it is announced
    setTimeout(() => missingList.current?.focus(), 0);
  };

  /** The submit button: check first, then confirm. */
  async function request() {
    setStage('checking');
    setEmpty(false);
    await formRef.current?.flush();
    if (saveState.current === 'failed') {
      toast.showError('errors.notSaved');
      setStage('idle');
      return;
    }
    const formData = formRef.current?.getFormData() ?? {};
    const check = form ? checkBeforeSubmit(form, formData, locale, { refuseEmpty }) : { kind: 'ok' as const };
    if (check.kind === 'missing') showMissing(check.missing);
    else if (check.kind === 'empty') setEmpty(true);
    else setMissing(null);
    setStage(check.kind === 'ok' ? 'confirming' : 'idle');
  }

  /** The confirmation's accept: send, and list what the server still finds missing. */
  async function confirm() {
    setStage('sending');
    const outcome = await send();
    if (outcome.ok) {
      setMissing(null);
      toast.showSuccess(t('processCommon.toasts.feedbackSubmitted'));
    } else if (outcome.missing) showMissing(outcome.missing);
    else if (outcome.code === 'ANONYMOUS_SUBMISSION_EMPTY') setEmpty(true);
    else toast.showError();
    try {
      await onDone(outcome);
    } finally {
      setStage('idle');
    }
  }

  const cancel = () => setStage((current) => (current === 'confirming' ? 'idle' : current));
  const busy = stage === 'checking' || stage === 'sending';
  return { stage, busy, missing, empty, request, confirm, cancel };
}
