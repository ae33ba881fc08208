import { useEffect, useState, useSyncExternalStore } from 'react';
import { answerKey, type FormAnswer } from '../form-answer';
import { createAutosave, type Autosave, type SaveState } from './autosave';

const nothing = () => Promise.resolve();

/**
 * One autosave for a form's lifetime, pointed at the latest `save` (the page may pass a new function on every
 * render). Values still waiting are sent when the form unmounts, and leaving the page while something is unsaved
 * asks the browser to confirm.
 */
export function useAutosave(save: ((answer: FormAnswer) => Promise<void>) | undefined): {
  autosave: Autosave<FormAnswer> | undefined;
  state: SaveState;
} {
  const [autosave] = useState(() => createAutosave<FormAnswer>({ save: save ?? nothing, keyOf: answerKey }));
  useEffect(() => autosave.setSave(save ?? nothing), [autosave, save]);
  const state = useSyncExternalStore(autosave.subscribe, autosave.getState, autosave.getState);

  useEffect(() => () => void autosave.flush(), [autosave]);

  // back online: what could not be saved goes out at once instead of at its next try
  useEffect(() => {
    const retry = () => autosave.retryNow();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [autosave]);

  useEffect(() => {
    if (state !== 'saving' && state !== 'failed') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  return { autosave: save ? autosave : undefined, state };
}
