import { describe, expect, it } from 'vitest';
import { RATER_GROUPS } from './groups';
import messageKeys from './message-keys.md?raw';
import { checkNomination, NOMINATION_ISSUE_KEYS } from './nomination';
import { DEFAULT_MULTI_RATER_SETTINGS, SETTINGS_ISSUE_KEYS, validateMultiRaterSettings } from './settings';

/** The table rows of message-keys.md: key, then the other cells. */
const rows = [...messageKeys.matchAll(/^\| `([\w.]+)` +\|(.*)\|$/gm)].map((m) => ({
  key: m[1],
  cells: m[2].split('|').map((cell) => cell.trim()),
}));

describe('message-keys.md', () => {
  it('documents every issue key and group name, and nothing else', () => {
    expect(rows.map((r) => r.key).sort()).toEqual(
      [
        ...SETTINGS_ISSUE_KEYS,
        ...NOMINATION_ISSUE_KEYS,
        ...RATER_GROUPS.map((g) => `multiRater.groups.${g}`),
      ].sort(),
    );
  });

  it('uses only the params it lists, the same in both languages', () => {
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]))].sort();
    for (const { key, cells } of rows.filter((r) => !r.key.startsWith('multiRater.groups.'))) {
      const [params, english, german] = cells;
      const listed = params.split(',').map((p) => p.trim());
      expect(placeholders(german), key).toEqual(placeholders(english));
      for (const name of placeholders(english)) expect(listed, key).toContain(name);
    }
  });

  it('lists exactly the params the checks give', () => {
    const { groups } = DEFAULT_MULTI_RATER_SETTINGS;
    const issues = [
      ...validateMultiRaterSettings({
        ...DEFAULT_MULTI_RATER_SETTINGS,
        groups: {
          supervisor: { enabled: true, threshold: 2, minimum: 2 },
          peer: { enabled: true, threshold: 1, minimum: -1 },
          directReport: { enabled: true, threshold: 21, minimum: 51 },
          other: { enabled: true, threshold: 4, minimum: 3 },
          external: { enabled: true, threshold: 0.5, minimum: 0 },
        },
      }),
      ...checkNomination(
        {
          ...DEFAULT_MULTI_RATER_SETTINGS,
          groups: {
            ...groups,
            other: { ...groups.other, enabled: false },
            external: { ...groups.external, enabled: true },
          },
        },
        {
          recipientId: 'me',
          supervisorId: 'boss',
          raters: [
            { group: 'peer', userId: 'me' },
            { group: 'peer', userId: 'boss' },
            { group: 'peer', userId: 'a' },
            { group: 'peer', userId: 'a' },
            { group: 'other', userId: 'b' },
            { group: 'self', userId: 'me' },
            { group: 'external', email: 'nope', userId: 'c' },
            { group: 'external', email: 'nope' },
            { group: 'directReport' },
          ],
        },
      ),
    ];
    expect([...new Set(issues.map((i) => i.key))].sort()).toEqual(
      [...SETTINGS_ISSUE_KEYS, ...NOMINATION_ISSUE_KEYS].sort(),
    );
    for (const issue of issues) {
      const row = rows.find((r) => r.key === issue.key)!;
      const listed = row.cells[0].split(',').map((p) => p.trim());
      expect(Object.keys(issue.params).sort(), issue.key).toEqual(listed.sort());
    }
  });
});
