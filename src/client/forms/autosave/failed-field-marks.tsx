import { useEffect, type RefObject } from 'react';
import type { Autosave, SaveState } from './autosave';
import './failed-field-marks.css';

/** Pure. The element id an answer key names (`item:q1`, `matrix:q2:row`, `comment:q3:` ...). */
const elementIdOfKey = (key: string): string => key.split(':')[1] ?? '';

/**
 * Marks the questions whose answer could not be saved (still being retried) where the person sees them: the
 * element gets `data-save-failed` with the message beside it, until its answer is saved. Draws nothing itself.
 */
export function FailedFieldMarks<T>({
  autosave,
  state,
  container,
  message,
}: {
  autosave: Autosave<T> | undefined;
  state: SaveState;
  container: RefObject<HTMLElement | null>;
  message: string;
}) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const failed = new Set(state === 'failed' ? (autosave?.failedKeys() ?? []).map(elementIdOfKey) : []);
    for (const element of root.querySelectorAll<HTMLElement>('[data-element-id]')) {
      const id = element.dataset.elementId ?? '';
      if (failed.has(id)) element.setAttribute('data-save-failed', message);
      else element.removeAttribute('data-save-failed');
    }
  }, [autosave, state, container, message]);
  return null;
}
