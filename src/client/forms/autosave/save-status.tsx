import { useEffect, type RefObject } from 'react';
import type { Translate } from '../../lib/i18n/translate';
import type { FormAnswer } from '../form-answer';
import type { Autosave, SaveState } from './autosave';
import { FailedFieldMarks } from './failed-field-marks';
import { SaveStateIndicator } from './save-state-indicator';
import { useSaveState } from './use-autosave';

type Props = {
  /** the form's autosave instance (its state is idle when the form saves nothing) */
  store: Autosave<FormAnswer>;
  /** false when the form saves nothing */
  saving: boolean;
  showIndicator: boolean;
  container: RefObject<HTMLElement | null>;
  t: Translate;
  onSaveStateChange?: (state: SaveState) => void;
};

/**
 * Everything of a form that follows its save state: the indicator, the marks at answers that failed to save,
 * the page's `onSaveStateChange` and the warning when leaving unsaved. Its own component, so the state's changes
 * while someone types (saving, saved) re-render this and not the form's fields.
 */
export function SaveStatus({ store, saving, showIndicator, container, t, onSaveStateChange }: Props) {
  const state = useSaveState(store);
  useEffect(() => onSaveStateChange?.(state), [state, onSaveStateChange]);
  return (
    <>
      {saving && showIndicator && <SaveStateIndicator state={state} t={t} />}
      <FailedFieldMarks
        autosave={saving ? store : undefined}
        state={state}
        container={container}
        message={t('forms.saveState.failed')}
      />
    </>
  );
}
