import { describe, expect, it } from 'vitest';
import { publishIssues } from './publish-issues';
import type { FormElement, Questionnaire } from './questionnaire-types';

const form = (name: string, elements: FormElement[]): Questionnaire => ({
  correlationId: 'c',
  name,
  questionnaireType: 1,
  isDraft: false,
  pages: [{ id: 'p1', pageIndex: 0, elements }],
});
const element = (id: string, type: FormElement['type'], elements?: FormElement[]): FormElement => ({
  id,
  index: 0,
  type,
  ...(elements ? { elements } : {}),
});
const codes = (q: Questionnaire) => publishIssues(q).map((issue) => issue.code);

describe('publishIssues', () => {
  it('an empty, unnamed questionnaire lacks a name and a question, each with its message key', () => {
    const issues = publishIssues(form('  ', []));
    expect(issues.map((i) => [i.code, i.path, i.messageKey])).toEqual([
      ['nameMissing', '/name', 'forms.check.nameMissing'],
      ['noQuestion', '/pages', 'forms.check.noQuestion'],
    ]);
  });

  it('text sections, table reviews and empty groupings are no questions', () => {
    expect(
      codes(
        form('F', [element('a', 'textSection'), element('b', 'tableReview'), element('g', 'grouping', [])]),
      ),
    ).toEqual(['noQuestion']);
  });

  it('a question on any page or inside a grouping is enough', () => {
    expect(codes(form('F', [element('g', 'grouping', [element('q', 'scaleQuestion')])]))).toEqual([]);
    expect(codes(form('F', [element('t', 'targetField')]))).toEqual([]);
  });
});
