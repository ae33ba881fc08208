import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../../engine/forms/questionnaire-types';
import { checkBeforeSubmit } from './submit-check';

const q = (mandatory: boolean) =>
  ({
    id: 1,
    correlationId: 'c',
    version: 1,
    name: 'Q',
    questionnaireType: 1,
    isDraft: false,
    pages: [
      {
        id: 'p1',
        pageIndex: 0,
        elements: [
          {
            id: 'role',
            index: 0,
            type: 'textQuestion',
            title: { 'en-US': 'Your role' },
            commentFieldType: 1,
            mandatoryComment: mandatory,
          },
        ],
      },
    ],
  }) as unknown as Questionnaire;

describe('the check before a submit', () => {
  it('lists missing mandatory answers as a refused submit does', () => {
    expect(checkBeforeSubmit(q(true), {}, 'en-US', { refuseEmpty: false })).toEqual({
      kind: 'missing',
      missing: [
        {
          elementId: 'role',
          itemId: null,
          field: 'comment',
          title: 'Your role',
          itemTitle: null,
          pageId: 'p1',
        },
      ],
    });
  });

  it('refuses a form without any answer only where asked (anonymous feedbacks)', () => {
    expect(checkBeforeSubmit(q(false), {}, 'en-US', { refuseEmpty: true })).toEqual({ kind: 'empty' });
    expect(checkBeforeSubmit(q(false), {}, 'en-US', { refuseEmpty: false })).toEqual({ kind: 'ok' });
    expect(checkBeforeSubmit(q(true), { role: { comment: 'Lead' } }, 'en-US', { refuseEmpty: true })).toEqual(
      {
        kind: 'ok',
      },
    );
  });
});
