import { describe, expect, it } from 'vitest';
import { TRIGGERS } from '../constants';
import { PROCESS_ACTIONS } from './actions';
import { FEEDBACK_STATUS_OPTION_IDS } from './feedback-status';
import { WORKFLOW_ISSUE_CODES } from './issues';
import messageKeys from './message-keys.md?raw';
import brokenIssues from './__fixtures__/broken-workflow.issues.json';
import { ACCESS_RIGHTS } from './types';

type Texts = { workflows: Record<string, Record<string, string>> };
const blocks = [...messageKeys.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as Texts);

describe('message-keys.md', () => {
  it('has an English and a German block', () => {
    expect(blocks).toHaveLength(2);
  });

  it.each([0, 1])('block %i names every issue, action, trigger, right and feedback status', (index) => {
    const texts = blocks[index].workflows;
    const expected = {
      issues: WORKFLOW_ISSUE_CODES,
      actions: PROCESS_ACTIONS,
      triggers: Object.keys(TRIGGERS),
      rights: ACCESS_RIGHTS,
      feedbackStatus: FEEDBACK_STATUS_OPTION_IDS.map(String),
    };
    for (const [group, keys] of Object.entries(expected))
      expect(Object.keys(texts[group]).sort()).toEqual([...keys].sort());
    expect(texts.errors.invalidSettings).toBeTruthy();
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(blocks[0].workflows.issues))
      expect(placeholders(blocks[1].workflows.issues[key])).toEqual(placeholders(english));
  });

  it('fills every placeholder from the params the checker gives', () => {
    for (const issue of brokenIssues)
      for (const [name] of blocks[0].workflows.issues[issue.code].matchAll(/{{(\w+)}}/g))
        expect(Object.keys(issue.params)).toContain(name.slice(2, -2));
  });
});
