import { Message } from 'primereact/message';
import { useCallback, useMemo, type RefObject } from 'react';
import type { SaveState } from '../../../forms/autosave/autosave';
import type { FormAnswer } from '../../../forms/form-answer';
import { QuestionnaireForm, type QuestionnaireFormHandle } from '../../../forms/questionnaire-form';
import { saveAnswer, type FeedbackAccess } from '../api';
import { compileContextOf } from '../compile-context';
import { useFeedbackText } from '../text';
import { useHeld } from '../use-held';
import type { FeedbackView, ViewedFeedback } from '../../../../engine/api/feedbacks-answers';

type Props = {
  /** a process feedback's view or an anonymous one's: the form, the values and what tableReviews show */
  view: Pick<FeedbackView, 'form' | 'values' | 'reviewData'> & {
    feedback: Pick<ViewedFeedback, 'id' | 'updatedAt'>;
  };
  access: FeedbackAccess;
  /** edit when the caller may write now, read-only otherwise; print for paper */
  mode: 'edit' | 'readOnly' | 'print';
  formRef?: RefObject<QuestionnaireFormHandle | null>;
  onSaveStateChange?: (state: SaveState) => void;
  /** the page shows the save state elsewhere (the sticky action bar) */
  hideSaveState?: boolean;
};

/** The feedback's questionnaire drawn by the one renderer, saving each answer to its endpoint. */
export function FeedbackFormPanel(props: Props) {
  const { view, access, mode, formRef, onSaveStateChange, hideSaveState } = props;
  const { t, locale } = useFeedbackText();
  const feedbackId = view.feedback.id;
  // while editing, the form keeps what it started with (a new values object would reset typed text);
  // read-only, there is nothing to lose, so each reload with a change shows it
  const heldKey = `${feedbackId}:${view.form?.id ?? 'none'}:${mode}:${mode === 'edit' ? '' : view.feedback.updatedAt}`;
  const form = useHeld(heldKey, view.form);
  const values = useHeld(heldKey, view.values);
  const reviewData = useHeld(heldKey, view.reviewData);
  const context = useMemo(() => (form ? compileContextOf(form, reviewData) : undefined), [form, reviewData]);
  const accessToken = access.accessToken;
  const save = useCallback(
    (answer: FormAnswer) => {
      const formData = formRef?.current?.getFormData() ?? {};
      return saveAnswer(answer, { feedbackId, accessToken }, access, formData);
    },
    [feedbackId, accessToken, access, formRef],
  );

  if (!form) return <Message severity="info" text={t('feedbackPage.noForm')} />;
  return (
    <QuestionnaireForm
      key={feedbackId}
      ref={formRef}
      questionnaire={form}
      locale={locale}
      mode={mode}
      values={values}
      context={context}
      onAnswer={mode === 'edit' ? save : undefined}
      onSaveStateChange={onSaveStateChange}
      hideSaveState={hideSaveState}
    />
  );
}
