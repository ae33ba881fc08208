import type { FormData, TableAnswer } from '../../../engine/forms/answer-types';
import type { FormAnswer } from '../../forms/form-answer';

type Params = Record<string, string | number>;

/** The HTTP call that stores one answer of the renderer (SPEC §7 "Feedbacks" value saves). */
export type AnswerRequest =
  | { method: 'post'; path: string; body: Record<string, unknown> }
  | { method: 'delete'; path: string; params: Params };

/** Who saves: the feedback, and the access token of an anonymous feedback (instead of a sign-in). */
export type AnswerTarget = { feedbackId: number; accessToken?: string };

/** Pure. The position of a table row in the form data (the server keeps rows in this order); 0 if unknown. */
export function rowIndexIn(formData: FormData, elementId: string, rowId: string): number {
  const rows = (formData[elementId] as TableAnswer | null | undefined)?.rows ?? [];
  return Math.max(
    0,
    rows.findIndex((row) => row.rowId === rowId),
  );
}

/**
 * Pure. Maps an answer to its endpoint: scale values to /feedbackValues/item, matrix rows to
 * /feedbackValues/matrix, comments and text answers to /FeedbackComments, table rows to POST / DELETE
 * /FeedbackTableItem, career data to /CareerDevelopment and goals to the Targets endpoints.
 */
export function answerRequest(answer: FormAnswer, target: AnswerTarget, formData: FormData): AnswerRequest {
  const { feedbackId, accessToken } = target;
  const token: Record<string, string> = accessToken === undefined ? {} : { accessToken };
  const post = (path: string, body: Record<string, unknown>): AnswerRequest => ({
    method: 'post',
    path,
    body: { feedbackId, ...body, ...token },
  });
  switch (answer.kind) {
    case 'item':
      return post('/feedbackValues/item', { elementId: answer.elementId, value: answer.value });
    case 'matrix':
      return post('/feedbackValues/matrix', {
        elementId: answer.elementId,
        itemId: answer.itemId,
        value: answer.value,
      });
    case 'comment':
      return post('/FeedbackComments', {
        elementId: answer.elementId,
        itemId: answer.itemId,
        comment: answer.comment,
      });
    case 'tableRow':
      return post('/FeedbackTableItem', {
        elementId: answer.elementId,
        rowId: answer.rowId,
        index: rowIndexIn(formData, answer.elementId, answer.rowId),
        cells: answer.cells,
      });
    case 'tableRowRemoved':
      return {
        method: 'delete',
        path: '/FeedbackTableItem',
        params: { feedbackId, rowId: answer.rowId, ...token },
      };
    case 'career': {
      const { kind: _kind, ...career } = answer;
      return post('/CareerDevelopment', career);
    }
    case 'target':
      return post('/Feedbacks/Targets/SaveTarget', { elementId: answer.elementId, target: answer.target });
    case 'targetRemoved':
      return post(`/Feedbacks/Targets/DeleteTarget/${encodeURIComponent(answer.targetId)}`, {
        elementId: answer.elementId,
      });
  }
}
