import type { AnswerInput, Target } from '../../engine/forms/answer-types';

/** A table row or action-field row was deleted (DELETE /FeedbackTableItem); AnswerInput has no removal kind. */
export type TableRowRemoval = { kind: 'tableRowRemoved'; elementId: string; rowId: string };
/** One goal of a target field was added or changed (POST /Feedbacks/Targets/SaveTarget). */
export type TargetSave = { kind: 'target'; elementId: string; target: Target };
/** One goal was deleted (POST /Feedbacks/Targets/DeleteTarget/{id}). */
export type TargetRemoval = { kind: 'targetRemoved'; elementId: string; targetId: string };

/**
 * Everything the renderer asks to persist: the engine's AnswerInput (checked by `validateAnswer` on the server)
 * plus the removals and goal saves that go to their own endpoints.
 */
export type FormAnswer = AnswerInput | TableRowRemoval | TargetSave | TargetRemoval;

/**
 * Pure. The identity of what an answer overwrites: two answers with the same key replace each other, so the
 * autosave keeps only the newest per key. A row's removal shares the row's key, so it supersedes a pending edit.
 */
export function answerKey(answer: FormAnswer): string {
  switch (answer.kind) {
    case 'item':
      return `item:${answer.elementId}`;
    case 'matrix':
      return `matrix:${answer.elementId}:${answer.itemId}`;
    case 'comment':
      return `comment:${answer.elementId}:${answer.itemId ?? ''}`;
    case 'tableRow':
    case 'tableRowRemoved':
      return `row:${answer.elementId}:${answer.rowId}`;
    case 'career':
      return `career:${answer.elementId}`;
    case 'target':
      return `target:${answer.elementId}:${answer.target.id}`;
    case 'targetRemoved':
      return `target:${answer.elementId}:${answer.targetId}`;
  }
}
