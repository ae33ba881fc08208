import { useCallback, useRef, useState, type RefObject } from 'react';
import type { SaveState } from '../../forms/autosave/autosave';

/** A feedback form's save state, both read by a step (submit waits for it) and shown where the person is. */
export type FeedbackSaveState = {
  /** the state now, for a step that must not go on after a failed save */
  ref: RefObject<SaveState>;
  /** the state to show in the page's sticky action bar */
  shown: SaveState;
  /** hand to the form as `onSaveStateChange` */
  onChange: (state: SaveState) => void;
};

/**
 * Follows the save state of a feedback's form. The page shows it in its sticky action bar (and hides the form's
 * own indicator at the top), so a person who has scrolled sees it too.
 */
export function useSaveState(): FeedbackSaveState {
  const ref = useRef<SaveState>('idle');
  const [shown, setShown] = useState<SaveState>('idle');
  const onChange = useCallback((state: SaveState) => {
    ref.current = state;
    setShown(state);
  }, []);
  return { ref, shown, onChange };
}
