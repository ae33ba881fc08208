import { describe, expect, it } from 'vitest';
import { PROCESS_CREATOR_ROLES } from '../access';
import { PROCESS_TYPE_IDS } from '../constants';
import { checkWorkflowSettings } from './check';
import { compileWorkflow } from './compile';
import { DEFAULT_WORKFLOWS, defaultWorkflow } from './defaults';
import { validateWorkflowSettings } from './validate';

// SPEC §4: status id -> dashboard group; PDP and PROMOTION groups are our choice (workflows/README.md).
const EXPECTED_GROUPS = {
  1: { 100: 0, 110: 10, 120: 10, 130: 10, 140: 10, 150: 20, 160: 20, 170: 99, 199: 999 },
  2: { 0: 0, 110: 0, 120: 10, 199: 99, 999: 999 },
  3: { 200: 0, 210: 10, 220: 10, 230: 10, 240: 10, 250: 99, 299: 999 },
  4: { 400: 0, 410: 10, 420: 20, 430: 99, 440: 99, 499: 999 },
  5: { 300: 0, 310: 10, 320: 99, 330: 99, 340: 99, 399: 999 },
  6: { 500: 0, 510: 10, 520: 99, 530: 99, 540: 99, 599: 999 },
} as const;

describe('default workflows', () => {
  it.each(PROCESS_TYPE_IDS)('process type %i: sound, compiles, and has the SPEC §4 statuses', (type) => {
    const settings = DEFAULT_WORKFLOWS[type];
    expect(settings.processType).toBe(type);
    expect(validateWorkflowSettings(settings).ok).toBe(true);
    expect(checkWorkflowSettings(settings)).toEqual([]);
    expect(() => compileWorkflow(settings)).not.toThrow();
    const groups = Object.fromEntries(settings.statusList.map((s) => [s.statusId, s.dashboardGroup]));
    expect(groups).toEqual(EXPECTED_GROUPS[type]);
    for (const status of settings.statusList)
      for (const text of [status.translations, status.descriptions]) {
        expect(text['de-DE']).toBeTruthy();
        expect(text['en-US']).toBeTruthy();
      }
    // administrators read every status
    for (const { statusId } of settings.statusList)
      expect(settings.userAccess).toContainEqual(
        expect.objectContaining({ statusId, donorRole: 1000, feedbackType: null, read: true }),
      );
  });

  it('MAFEG and EHG may be created by recipients, senders and administrators (SPEC §6)', () => {
    expect(DEFAULT_WORKFLOWS[1].creators).toEqual([...PROCESS_CREATOR_ROLES]);
    expect(DEFAULT_WORKFLOWS[3].creators).toEqual([...PROCESS_CREATOR_ROLES]);
  });

  it('hands out copies that do not change the defaults', () => {
    const copy = defaultWorkflow(1);
    copy.statusList.pop();
    expect(DEFAULT_WORKFLOWS[1].statusList).toHaveLength(9);
    expect(Object.isFrozen(DEFAULT_WORKFLOWS[1].statusList[0].translations)).toBe(true);
  });
});
