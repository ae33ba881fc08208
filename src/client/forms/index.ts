/** The questionnaire renderer: one component draws every feedback form, preview and story. */
export { QuestionnaireForm, type QuestionnaireFormProps } from './questionnaire-form';
export type { QuestionnaireFormHandle } from './compiled-questionnaire-form';
export type { FormMode } from './form-runtime';
export {
  answerKey,
  type FormAnswer,
  type TableRowRemoval,
  type TargetRemoval,
  type TargetSave,
} from './form-answer';
export {
  createAutosave,
  type Autosave,
  type AutosaveOptions,
  type SaveState,
  type SaveTiming,
} from './autosave/autosave';
export { SaveStateIndicator } from './autosave/save-state-indicator';
export { schemaValidator } from './validator/schema-validator';
