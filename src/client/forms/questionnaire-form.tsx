import './primereact-locale';
import './forms.css';
import { memo, type Ref } from 'react';
import type { LanguageKey } from '../../engine/constants';
import type { FeedbackValues, FormData } from '../../engine/forms/answer-types';
import type { CompileContext } from '../../engine/forms/compiled-types';
import type { Questionnaire } from '../../engine/forms/questionnaire-types';
import { CompiledQuestionnaireForm, type QuestionnaireFormHandle } from './compiled-questionnaire-form';
import type { SaveState } from './autosave/autosave';
import type { FormAnswer } from './form-answer';
import { FormProblems } from './form-problems';
import type { FormMode } from './form-runtime';
import { RenderGuard } from './render-guard';
import { textsIn } from './text';
import { useCompiledForm } from './use-compiled-form';

export type QuestionnaireFormProps = {
  questionnaire: Questionnaire;
  /** the language of the questionnaire's texts and of the form's own texts */
  locale: LanguageKey;
  mode: FormMode;
  /** the stored answers to start from; a new object resets the form */
  values?: FeedbackValues;
  /** data the compiler needs from outside (reviewed tables); keep the object stable, it is a memo key */
  context?: CompileContext;
  /** the autosave target, called per answer (debounced, retried, newest wins); omit for no saving */
  onAnswer?: (answer: FormAnswer) => Promise<void>;
  /** every committed change of the form data (after typing pauses, on blur, on clicks) */
  onFormDataChange?: (formData: FormData) => void;
  /** called by a submit that passed validation */
  onSubmit?: (formData: FormData) => void;
  /** shows a submit button with this text in edit mode */
  submitLabel?: string;
  /** hides the built-in save state (a page may show `onSaveStateChange`'s state elsewhere) */
  hideSaveState?: boolean;
  onSaveStateChange?: (state: SaveState) => void;
  ref?: Ref<QuestionnaireFormHandle>;
};

/**
 * Draws any questionnaire: compiles it with the engine (memoized), then renders the JSON Schema + uiSchema with
 * RJSF on the PrimeReact theme, one field per element kind. A malformed questionnaire shows its problems
 * (element id, title, message) instead of the form; a render error shows in place of the broken element.
 * Memoized: a page that re-renders with the same props (e.g. to show the save state elsewhere) leaves the form
 * alone; pass stable callbacks (useCallback) to keep it so.
 */
export const QuestionnaireForm = memo(function QuestionnaireForm(props: QuestionnaireFormProps) {
  const { questionnaire, locale, context } = props;
  const compiled = useCompiledForm(questionnaire, locale, context);
  const t = textsIn(locale);
  if (!compiled.ok)
    return <FormProblems questionnaire={questionnaire} problems={compiled.problems} locale={locale} t={t} />;
  return (
    <RenderGuard t={t} resetKey={compiled.form}>
      <CompiledQuestionnaireForm {...props} form={compiled.form} />
    </RenderGuard>
  );
});

export type { QuestionnaireFormHandle };
