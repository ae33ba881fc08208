import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Target } from '../../../engine/forms/answer-types';
import type { TargetCategory, TargetKind } from '../../../engine/targets';
import { createAutosave } from '../../forms/autosave/autosave';
import { withoutEmptyRows } from '../../forms/widgets/target-parts';
import { saveTarget } from './api';
import type { TargetItem, TargetList } from '../../../engine/api/targets';

type Pending = { target: Target; userId: number; kind: TargetKind };
type Timing = 'typing' | 'immediate' | null;

const same = (a: Target, b: Target) => JSON.stringify(a) === JSON.stringify(b);
const nothing = () => Promise.resolve();

/**
 * Editing an employee's goals outside a form: local changes show at once and go to SaveTarget through the
 * forms' autosave (per goal: debounced while typing, retried, newest wins); a saved goal is reloaded so the
 * server's comment author shows. Goals being edited keep the local version over reloads (hub refreshes).
 */
export function useGoalEditing(
  slug: string,
  list: TargetList | null | undefined,
  reload: () => Promise<unknown>,
) {
  const [edited, setEdited] = useState<Record<string, TargetItem>>({});
  // typed text not yet committed to `edited` (the editor commits after a pause), by goal id
  const typed = useRef(new Map<string, TargetItem>());
  const shownRef = useRef<TargetItem[]>([]);
  const [autosave] = useState(() => createAutosave<Pending>({ save: nothing, keyOf: (p) => p.target.id }));
  const saveState = useSyncExternalStore(autosave.subscribe, autosave.getState, autosave.getState);

  const goals = useMemo(() => {
    const server = list?.targets ?? [];
    const ids = new Set(server.map((g) => g.id));
    const added = Object.values(edited).filter((g) => !ids.has(g.id));
    return [...server.map((g) => edited[g.id] ?? g), ...added];
  }, [list, edited]);
  useEffect(() => {
    shownRef.current = goals;
  });
  const current = useCallback(
    (id: string) => typed.current.get(id) ?? shownRef.current.find((g) => g.id === id),
    [],
  );

  useEffect(() => {
    autosave.setSave(async (pending) => {
      // rows added but left empty are not saved
      await saveTarget(withoutEmptyRows(pending.target), pending, slug);
      await reload();
      const now = current(pending.target.id);
      // saved and reloaded: the server's version (with its comment author) is the one to show — unless the
      // goal holds a row just added and not yet filled in, which the server never sees and must stay on screen
      if (now && same(now, pending.target) && same(withoutEmptyRows(now), now)) {
        typed.current.delete(pending.target.id);
        setEdited(({ [pending.target.id]: _saved, ...rest }) => rest);
      }
    });
  }, [autosave, slug, reload, current]);
  useEffect(() => () => void autosave.flush(), [autosave]);

  const onEdit = useCallback(
    (targetId: string, patch: (target: Target) => Target, timing: Timing) => {
      const found = current(targetId);
      if (!found || !list) return;
      const next = { ...found, ...patch(found) } as TargetItem;
      if (timing === 'typing') typed.current.set(targetId, next);
      else {
        typed.current.delete(targetId);
        setEdited((previous) => ({ ...previous, [targetId]: next }));
      }
      if (timing) autosave.queue({ target: next, userId: list.userId, kind: next.kind }, timing);
    },
    [autosave, list, current],
  );

  const add = useCallback(
    (category: TargetCategory, id: string) => {
      if (!list) return;
      const kind: TargetKind = category === 'final' ? 'final' : 'personal';
      const goal: TargetItem = {
        id,
        title: '',
        status: 0,
        subTargets: [],
        actions: [],
        commentAuthorId: null,
        ownerId: list.userId,
        kind,
        category: kind === 'final' ? 'final' : 'personal',
        isArchived: false,
        canEdit: true,
        processId: null,
        feedbackId: null,
        feedbackType: null,
        elementId: null,
      };
      setEdited((previous) => ({ ...previous, [id]: goal }));
      autosave.queue({ target: goal, userId: list.userId, kind }, 'immediate');
    },
    [autosave, list],
  );

  const forget = useCallback(
    (targetId: string) => {
      autosave.discard((pending) => pending.target.id === targetId);
      typed.current.delete(targetId);
      setEdited(({ [targetId]: _gone, ...rest }) => rest);
    },
    [autosave],
  );

  return { goals, onEdit, add, forget, saveState, flush: autosave.flush };
}
