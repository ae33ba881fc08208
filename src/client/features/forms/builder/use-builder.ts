import { useCallback, useMemo, useState } from 'react';
import {
  record,
  redo as redoStep,
  startHistory,
  undo as undoStep,
  type History,
} from '../../../../engine/forms/builder';
import type { Questionnaire } from '../../../../engine/forms';

/** What the builder edits: the questionnaire with its history, the selection and the shown page. */
export type Builder = {
  questionnaire: Questionnaire;
  /** applies an edit; edits with the same `key` in a row are one undo step (typing into one field) */
  apply: (edit: (q: Questionnaire) => Questionnaire, key?: string) => void;
  /** replaces everything (a load or an import): one undo step unless `fresh` starts a new history */
  replace: (q: Questionnaire, fresh?: boolean) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** the questionnaire as last saved or loaded; dirty when the present differs */
  dirty: boolean;
  markSaved: (q: Questionnaire) => void;
  selectedId: string | null;
  select: (id: string | null) => void;
  pageId: string;
  showPage: (pageId: string) => void;
};

/** The builder's editing state over the engine's pure operations and history. */
export function useBuilder(initial: Questionnaire): Builder {
  const [history, setHistory] = useState<History<Questionnaire>>(() => startHistory(initial));
  const [saved, setSaved] = useState<Questionnaire>(initial);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pageChoice, setPageChoice] = useState<string>(initial.pages[0]?.id ?? '');
  const questionnaire = history.present;

  const apply = useCallback(
    (edit: (q: Questionnaire) => Questionnaire, key?: string) =>
      setHistory((h) => record(h, edit(h.present), key)),
    [],
  );
  const replace = useCallback((q: Questionnaire, fresh = false) => {
    setHistory((h) => (fresh ? startHistory(q) : record(h, q)));
    if (fresh) setSaved(q);
    setSelectedId(null);
    setPageChoice(q.pages[0]?.id ?? '');
  }, []);

  const undo = useCallback(() => setHistory(undoStep), []);
  const redo = useCallback(() => setHistory(redoStep), []);

  // the shown page falls back to the first when it was removed (or undone away)
  const pageId = useMemo(
    () =>
      questionnaire.pages.some((p) => p.id === pageChoice)
        ? pageChoice
        : ([...questionnaire.pages].sort((a, b) => a.pageIndex - b.pageIndex)[0]?.id ?? ''),
    [questionnaire, pageChoice],
  );

  return {
    questionnaire,
    apply,
    replace,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    dirty: questionnaire !== saved,
    markSaved: setSaved,
    selectedId,
    select: setSelectedId,
    pageId,
    showPage: setPageChoice,
  };
}
