import { describe, expect, it } from 'vitest';
import type { DonorRole } from '../access';
import type { FeedbackType, TriggerType } from '../constants';
import { accessFor } from './access-rights';
import { allowedActions } from './actions';
import { compileWorkflow } from './compile';
import { DEFAULT_WORKFLOWS } from './defaults';
import { availableTriggers, nextStatus } from './interpret';

const mafeg = compileWorkflow(DEFAULT_WORKFLOWS[1]);
const RECIPIENT: DonorRole = 10;
const SENDER: DonorRole = 20;

/** Fires the triggers one after another; a trigger that does not move keeps the status. */
function walk(start: number, steps: [TriggerType, FeedbackType | null][]): number[] {
  const visited: number[] = [];
  let status = start;
  for (const [trigger, feedbackType] of steps) {
    status = nextStatus(mafeg, status, trigger, feedbackType) ?? status;
    visited.push(status);
  }
  return visited;
}

const can = (statusId: number, roles: DonorRole[], feedbackType: FeedbackType, isSubmitted = false) =>
  allowedActions(mafeg, { statusId, donorRoles: roles, feedbackType, isSubmitted });

describe('MAFEG default workflow', () => {
  it('walks self in progress -> both submitted -> talk date -> documentation -> veto -> approve', () => {
    expect(
      walk(100, [
        [4, 1], // self-evaluation saved
        [1, 1], // self-evaluation submitted
        [2, 2], // manager evaluation submitted
        [7, null], // talk date set
        [6, 3], // documentation saved: stays
        [3, 3], // documentation submitted
        [200, 3], // employee's veto
        [3, 3], // resubmitted
        [10, 3], // approved
      ]),
    ).toEqual([110, 120, 140, 150, 150, 160, 150, 160, 170]);
  });

  it('walks manager first, talk date reached, documentation straight from the comparison', () => {
    expect(
      walk(100, [
        [2, 2],
        [7, null],
        [1, 1],
        [100, null],
        [3, 3],
        [10, 3],
      ]),
    ).toEqual([130, 130, 140, 150, 160, 170]);
    expect(nextStatus(mafeg, 140, 3, 3)).toBe(160);
  });

  it('does not move on triggers that do not belong to the status', () => {
    expect(nextStatus(mafeg, 100, 10, 3)).toBeNull();
    expect(nextStatus(mafeg, 120, 1, 1)).toBeNull(); // submitting twice
    expect(nextStatus(mafeg, 160, 3, 3)).toBeNull();
    expect(availableTriggers(mafeg, 170, 3)).toEqual([]);
    expect(availableTriggers(mafeg, 199, null)).toEqual([]);
    expect(availableTriggers(mafeg, 160, 3)).toEqual([10, 200]);
  });

  it('shows the manager evaluation to the employee only from the comparison on', () => {
    for (const status of [100, 110, 120, 130])
      expect(accessFor(mafeg, status, RECIPIENT, 2).read).toBe(false);
    for (const status of [140, 150, 160, 170]) expect(accessFor(mafeg, status, RECIPIENT, 2).read).toBe(true);
    for (const status of [100, 120, 130]) expect(accessFor(mafeg, status, SENDER, 1).read).toBe(false);
    expect(accessFor(mafeg, 140, RECIPIENT, 4).read).toBe(true);
  });

  it('lets each side submit its own evaluation, and only while preparing', () => {
    expect(can(110, [RECIPIENT], 1).submit).toBe(true);
    expect(can(110, [RECIPIENT], 2).submit).toBe(false);
    expect(can(120, [RECIPIENT], 1, true).submit).toBe(false);
    expect(can(120, [SENDER], 2).submit).toBe(true);
    expect(can(120, [SENDER], 2).edit).toBe(true);
    // the final submit of the documentation ends editing of both evaluations
    expect(can(160, [SENDER], 2).edit).toBe(false);
    expect(can(160, [RECIPIENT], 1).edit).toBe(false);
  });

  it('lets the employee approve or veto the submitted documentation, and the manager revise it', () => {
    expect(can(160, [RECIPIENT], 3, true)).toMatchObject({
      read: true,
      approve: true,
      veto: true,
      comment: true,
    });
    expect(can(160, [RECIPIENT], 3, true).edit).toBe(false);
    expect(can(160, [SENDER], 3, true)).toMatchObject({ approve: false, veto: false, edit: false });
    expect(can(150, [SENDER], 3)).toMatchObject({ edit: true, submit: true });
    expect(can(150, [RECIPIENT], 3).read).toBe(false);
  });

  it('lets the manager and administrators set the talk date until the documentation is submitted', () => {
    for (const status of [100, 110, 120, 130, 140, 150])
      expect(can(status, [SENDER], 2).setTalkDate).toBe(true);
    expect(can(160, [SENDER], 3).setTalkDate).toBe(false);
    expect(can(110, [RECIPIENT], 1).setTalkDate).toBe(false);
    expect(can(140, [1000], 3).setTalkDate).toBe(true);
  });

  it('gives mentors and pre-supervisors read access once the documentation is submitted', () => {
    expect(accessFor(mafeg, 150, 30, 3).read).toBe(false);
    expect(accessFor(mafeg, 160, 30, 3)).toEqual({
      read: true,
      write: false,
      approve: false,
      comment: false,
      update: false,
    });
    expect(accessFor(mafeg, 170, 40, 4).read).toBe(true);
    expect(accessFor(mafeg, 170, 40, 1).read).toBe(false);
  });

  it('lets administrators read, close and set the status, but not fill in feedback', () => {
    const admin = can(130, [1000], 2);
    expect(admin).toMatchObject({ read: true, close: true, setStatus: true, edit: false, submit: false });
    expect(can(130, [SENDER], 2).close).toBe(false);
    expect(can(199, [1000], 2)).toMatchObject({ read: true, close: false, setStatus: true, comment: false });
  });

  it('combines the rights of a user holding several roles', () => {
    expect(can(130, [SENDER, 1000], 2)).toMatchObject({ read: true, close: true, setStatus: true });
  });
});
