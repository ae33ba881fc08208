import { describe, expect, it } from 'vitest';
import type { FormData, Target } from '../../../engine/forms/answer-types';
import { answerRequest, rowIndexIn } from './answer-adapter';

const target = { feedbackId: 7 };
const formData: FormData = {
  'ms-projects': {
    rows: [
      { rowId: 'a', cells: {} },
      { rowId: 'b', cells: { project: 'Pricing' } },
    ],
  },
};

describe('answer -> endpoint adapter', () => {
  it('sends a scale value to /feedbackValues/item', () => {
    expect(answerRequest({ kind: 'item', elementId: 'q1', value: 4 }, target, {})).toEqual({
      method: 'post',
      path: '/feedbackValues/item',
      body: { feedbackId: 7, elementId: 'q1', value: 4 },
    });
  });

  it('sends a matrix row to /feedbackValues/matrix', () => {
    const answer = { kind: 'matrix', elementId: 'm', itemId: 'quality', value: 2 } as const;
    expect(answerRequest(answer, target, {})).toEqual({
      method: 'post',
      path: '/feedbackValues/matrix',
      body: { feedbackId: 7, elementId: 'm', itemId: 'quality', value: 2 },
    });
  });

  it('sends comments of questions and of matrix rows to /FeedbackComments', () => {
    const question = { kind: 'comment', elementId: 't', itemId: null, comment: 'Gut' } as const;
    expect(answerRequest(question, target, {})).toMatchObject({
      path: '/FeedbackComments',
      body: { feedbackId: 7, elementId: 't', itemId: null, comment: 'Gut' },
    });
    const row = { kind: 'comment', elementId: 'm', itemId: 'quality', comment: '' } as const;
    expect(answerRequest(row, target, {})).toMatchObject({ body: { itemId: 'quality', comment: '' } });
  });

  it('sends a table row with its position in the table', () => {
    const answer = {
      kind: 'tableRow',
      elementId: 'ms-projects',
      rowId: 'b',
      cells: { project: 'P' },
    } as const;
    expect(answerRequest(answer, target, formData)).toEqual({
      method: 'post',
      path: '/FeedbackTableItem',
      body: { feedbackId: 7, elementId: 'ms-projects', rowId: 'b', index: 1, cells: { project: 'P' } },
    });
  });

  it('deletes a removed row with query parameters', () => {
    const answer = { kind: 'tableRowRemoved', elementId: 'ms-projects', rowId: 'a' } as const;
    expect(answerRequest(answer, target, formData)).toEqual({
      method: 'delete',
      path: '/FeedbackTableItem',
      params: { feedbackId: 7, rowId: 'a' },
    });
  });

  it('sends career data and goals to their documented endpoints', () => {
    const career = { kind: 'career', elementId: 'c', careerPath: 2, targetPosition: 'Lead' } as const;
    expect(answerRequest(career, target, {})).toEqual({
      method: 'post',
      path: '/CareerDevelopment',
      body: { feedbackId: 7, elementId: 'c', careerPath: 2, targetPosition: 'Lead' },
    });
    const goal: Target = { id: 'g1', title: 'Goal', status: 0, subTargets: [], actions: [] };
    expect(answerRequest({ kind: 'target', elementId: 'g', target: goal }, target, {})).toMatchObject({
      path: '/Feedbacks/Targets/SaveTarget',
      body: { feedbackId: 7, elementId: 'g', target: goal },
    });
    expect(
      answerRequest({ kind: 'targetRemoved', elementId: 'g', targetId: 'g/1' }, target, {}),
    ).toMatchObject({
      path: '/Feedbacks/Targets/DeleteTarget/g%2F1',
    });
  });

  it('adds the access token of an anonymous feedback to every call', () => {
    const anonymous = { feedbackId: 7, accessToken: 'tok' };
    expect(answerRequest({ kind: 'item', elementId: 'q', value: 1 }, anonymous, {})).toMatchObject({
      body: { accessToken: 'tok' },
    });
    const removal = { kind: 'tableRowRemoved', elementId: 'x', rowId: 'r' } as const;
    expect(answerRequest(removal, anonymous, {})).toMatchObject({ params: { accessToken: 'tok' } });
  });

  it('finds row positions, 0 for unknown rows and tables', () => {
    expect(rowIndexIn(formData, 'ms-projects', 'b')).toBe(1);
    expect(rowIndexIn(formData, 'ms-projects', 'zzz')).toBe(0);
    expect(rowIndexIn({}, 'nothing', 'a')).toBe(0);
  });
});
