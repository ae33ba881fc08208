import { describe, expect, it } from 'vitest';
import {
  accessFor,
  checkWorkflowSettings,
  compileWorkflow,
  defaultWorkflow,
} from '../../../engine/workflows';
import {
  addStatus,
  cellRights,
  nextStatusId,
  removeStatus,
  renameStatus,
  sameSettings,
  setAccessRight,
  updateTransition,
} from './editor-state';

describe('editing statuses', () => {
  it('renaming a status moves transitions, access entries and initial/final/closed along', () => {
    const ehg = defaultWorkflow(3);
    const index = ehg.statusList.findIndex((s) => s.statusId === 200);
    const renamed = renameStatus(ehg, index, 201);
    expect(renamed.initialStatus).toBe(201);
    expect(renamed.transitions.filter((t) => t.from === 201)).toHaveLength(
      ehg.transitions.filter((t) => t.from === 200).length,
    );
    expect(renamed.userAccess.some((e) => e.statusId === 200)).toBe(false);
    expect(checkWorkflowSettings(renamed)).toEqual([]);
    expect(renameStatus(ehg, ehg.statusList.length - 1, 1234).closedStatus).toBe(1234);
  });

  it('renaming to a taken id changes only the status, and the checker reports the duplicate', () => {
    const ehg = defaultWorkflow(3);
    const renamed = renameStatus(ehg, 1, 220);
    expect(renamed.transitions).toEqual(ehg.transitions);
    expect(checkWorkflowSettings(renamed).map((i) => i.code)).toContain('duplicateStatus');
  });

  it('adds a status with a free id and removes one with its transitions and access entries', () => {
    const ehg = defaultWorkflow(3);
    expect(nextStatusId(ehg)).toBe(260);
    const added = addStatus(ehg, { 'en-US': 'New' });
    expect(added.statusList.at(-1)).toMatchObject({ statusId: 260, dashboardGroup: 10 });
    const index = ehg.statusList.findIndex((s) => s.statusId === 240);
    const removed = removeStatus(ehg, index);
    expect(removed.statusList.some((s) => s.statusId === 240)).toBe(false);
    expect(removed.transitions.some((t) => t.from === 240 || t.to === 240)).toBe(false);
    expect(removed.userAccess.some((e) => e.statusId === 240)).toBe(false);
  });
});

/** Workflow 3 with one own entry: status 230, donor role 1000, every feedback type, reading (and `update`). */
function withEntryForEveryType({ update }: { update: boolean }) {
  const settings = defaultWorkflow(3);
  settings.userAccess = [
    {
      statusId: 230,
      donorRole: 1000,
      feedbackType: null,
      read: true,
      write: false,
      approve: false,
      comment: false,
      update,
    },
  ];
  return settings;
}

describe('the access matrix', () => {
  it('shows inherited rights and creates an own entry only when it differs', () => {
    const settings = withEntryForEveryType({ update: true });
    const cell = { statusId: 230, donorRole: 1000 as const, feedbackType: 3 as const };
    expect(cellRights(settings, cell)).toMatchObject({
      inherited: true,
      index: -1,
      rights: { read: true, update: true },
    });

    const own = setAccessRight(settings, cell, 'write', true);
    expect(own.userAccess).toHaveLength(2);
    expect(accessFor(compileWorkflow(own), 230, 1000, 3)).toMatchObject({
      read: true,
      write: true,
      update: true,
    });
    // back to what it inherits: the own entry disappears
    expect(setAccessRight(own, cell, 'write', false).userAccess).toEqual(settings.userAccess);
    // an entry for every feedback type with no rights is no entry
    const anyCell = { ...cell, feedbackType: null };
    const cleared = setAccessRight(
      setAccessRight(settings, anyCell, 'read', false),
      anyCell,
      'update',
      false,
    );
    expect(cleared.userAccess).toEqual([]);
  });

  it('keeps an own entry that takes rights away from what it would inherit', () => {
    const settings = withEntryForEveryType({ update: false });
    const denied = setAccessRight(
      settings,
      { statusId: 230, donorRole: 1000, feedbackType: 3 },
      'read',
      false,
    );
    expect(denied.userAccess).toHaveLength(2);
    expect(accessFor(compileWorkflow(denied), 230, 1000, 3).read).toBe(false);
  });
});

describe('sameSettings', () => {
  it('ignores key order and undefined fields, and sees a changed transition', () => {
    const a = defaultWorkflow(3);
    const reverse = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reverse)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reverse(v)]),
            )
          : value;
    expect(sameSettings(a, reverse(a) as typeof a)).toBe(true);
    expect(sameSettings(a, { ...a, id: undefined })).toBe(true);
    expect(sameSettings(a, updateTransition(a, 0, { to: 220 }))).toBe(false);
  });
});
