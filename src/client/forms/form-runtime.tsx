import { createContext, useContext } from 'react';
import type { LanguageKey } from '../../engine/constants';
import type { SaveTiming } from './autosave/autosave';
import type { Translate } from '../lib/i18n/translate';
import type { FormAnswer } from './form-answer';

/** edit: inputs; readOnly: every input disabled, no add/remove; print: plain text for paper. */
export type FormMode = 'edit' | 'readOnly' | 'print';

/**
 * What every field needs besides its RJSF props. One stable object per form (it changes only with mode or
 * locale), so providing it never re-renders the fields.
 */
export type FormRuntime = {
  mode: FormMode;
  locale: LanguageKey;
  /** texts bound to the form's locale, which may differ from the app's language (e.g. a builder preview) */
  t: Translate;
  /** hands an answer to the autosave; a no-op without one */
  save: (answer: FormAnswer, timing: SaveTiming) => void;
  /** starts the form-wide update of a commit as a transition (the form knows when none is pending) */
  startCommit: (update: () => void) => void;
  /** fields with typed text not yet committed register a flush, run before validation */
  registerDraft: (flush: () => void) => () => void;
};

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

/** The runtime of the enclosing QuestionnaireForm. */
export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error('useFormRuntime needs a QuestionnaireForm');
  return runtime;
}
