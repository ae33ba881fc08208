import { describe, expect, it } from 'vitest';
import { focusIdsOf, missingAnswersOf } from './missing-answers';

describe('missing answers of a failed submit', () => {
  it('reads the list of a MANDATORY_MISSING problem', () => {
    const problem = {
      statusCode: 400,
      code: 'MANDATORY_MISSING',
      missing: [
        { elementId: 's-highlights', itemId: null, field: 'comment', title: 'Highlights', pageId: 'p1' },
        { elementId: 's-skills', itemId: 'teamwork', field: 'value', title: 'Skills', itemTitle: 'Teamwork' },
        { nonsense: true },
      ],
    };
    expect(missingAnswersOf(problem)).toEqual([
      {
        elementId: 's-highlights',
        itemId: null,
        field: 'comment',
        title: 'Highlights',
        itemTitle: null,
        pageId: 'p1',
      },
      {
        elementId: 's-skills',
        itemId: 'teamwork',
        field: 'value',
        title: 'Skills',
        itemTitle: 'Teamwork',
        pageId: '',
      },
    ]);
  });

  it('is undefined for other failures', () => {
    expect(missingAnswersOf({ code: 'ACTION_NOT_ALLOWED_IN_STATUS' })).toBeUndefined();
    expect(missingAnswersOf(undefined)).toBeUndefined();
  });

  it('names the inputs to focus, best first', () => {
    expect(focusIdsOf({ elementId: 'q1', itemId: null, field: 'comment' })).toEqual([
      'root_q1_comment',
      'root_q1_value',
      'root_q1',
    ]);
    expect(focusIdsOf({ elementId: 'm', itemId: 'quality', field: 'value' })).toEqual([
      'root_m_quality_value',
      'root_m_quality_comment',
      'root_m_quality',
    ]);
  });
});
