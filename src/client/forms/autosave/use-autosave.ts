import { useEffect, useState, useSyncExternalStore } from 'react';
import { answerKey, type FormAnswer } from '../form-answer';
import { useUnloadWarning } from '../../lib/navigation/use-unload-warning';
import { createAutosave, type Autosave, type SaveState } from './autosave';

const nothing = () => Promise.resolve();

/**
 * One autosave for a form's lifetime, pointed at the latest `save` (the page may pass a new function on every
 * render); `autosave` is undefined without a `save`, `store` is the instance either way (for its state). Values
 * still waiting are sent when the form unmounts. The hook does not follow the save state: a component that
 * shows it subscribes with useSaveState, so a change of the state re-renders that component, not the form.
 */
export function useAutosave(save: ((answer: FormAnswer) => Promise<void>) | undefined): {
  autosave: Autosave<FormAnswer> | undefined;
  store: Autosave<FormAnswer>;
} {
  const [store] = useState(() => createAutosave<FormAnswer>({ save: save ?? nothing, keyOf: answerKey }));
  useEffect(() => store.setSave(save ?? nothing), [store, save]);
  useEffect(() => () => void store.flush(), [store]);

  // back online: what could not be saved goes out at once instead of at its next try
  useEffect(() => {
    const retry = () => store.retryNow();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [store]);

  return { autosave: save ? store : undefined, store };
}

/** The save state of `autosave`; leaving the page while something is unsaved asks the browser to confirm. */
export function useSaveState(autosave: Autosave<FormAnswer>): SaveState {
  const state = useSyncExternalStore(autosave.subscribe, autosave.getState, autosave.getState);
  useUnloadWarning(state === 'saving' || state === 'failed');
  return state;
}
