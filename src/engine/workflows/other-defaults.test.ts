import { describe, expect, it } from 'vitest';
import type { FeedbackType, TriggerType } from '../constants';
import { accessFor } from './access-rights';
import { allowedActions } from './actions';
import { compileWorkflow, type CompiledWorkflow } from './compile';
import { DEFAULT_WORKFLOWS } from './defaults';
import { nextStatus } from './interpret';

function walk(compiled: CompiledWorkflow, steps: [TriggerType, FeedbackType | null][]): number[] {
  let status = compiled.settings.initialStatus;
  return steps.map(
    ([trigger, feedbackType]) => (status = nextStatus(compiled, status, trigger, feedbackType) ?? status),
  );
}

describe('EHG default workflow', () => {
  const ehg = compileWorkflow(DEFAULT_WORKFLOWS[3]);

  it('walks talk scheduled -> talk held -> released -> veto -> released -> approved', () => {
    expect(
      walk(ehg, [
        [7, null],
        [100, null],
        [3, 3],
        [200, 3],
        [3, 3],
        [10, 3],
      ]),
    ).toEqual([210, 220, 230, 240, 230, 250]);
  });

  it('has no self-evaluation: the workflow does not allow type 1', () => {
    expect(nextStatus(ehg, 200, 1, 1)).toBeNull();
    expect(DEFAULT_WORKFLOWS[3].allowedFeedbackTypes).not.toContain(1);
  });

  it('releases the documentation on submit, keeps it editable and approvable by the employee', () => {
    expect(accessFor(ehg, 220, 10, 3).read).toBe(false);
    const employee = allowedActions(ehg, {
      statusId: 230,
      donorRoles: [10],
      feedbackType: 3,
      isSubmitted: true,
    });
    expect(employee).toMatchObject({ read: true, approve: true, veto: true, edit: false });
    const manager = allowedActions(ehg, {
      statusId: 230,
      donorRoles: [20],
      feedbackType: 3,
      isSubmitted: true,
    });
    expect(manager).toMatchObject({ read: true, edit: true, submit: false, approve: false });
  });
});

describe.each([
  [5, 300],
  [6, 500],
] as const)('conference default workflow (process type %i)', (type, base) => {
  const conference = compileWorkflow(DEFAULT_WORKFLOWS[type]);

  it('walks preparation -> submitted -> sent back -> submitted -> conference -> results confirmed', () => {
    expect(
      walk(conference, [
        [6, 3],
        [3, 3],
        [200, 3],
        [3, 3],
        [100, null],
        [10, 3],
      ]),
    ).toEqual([10, 20, 10, 20, 30, 40].map((n) => base + n));
  });

  it('hides the preparation from the employee; HR sets the date and confirms', () => {
    expect(DEFAULT_WORKFLOWS[type].hideFromRecipient).toBe(true);
    expect(accessFor(conference, base + 20, 10, 3).read).toBe(false);
    const hr = allowedActions(conference, {
      statusId: base + 30,
      donorRoles: [1000],
      feedbackType: 3,
      isSubmitted: true,
    });
    expect(hr).toMatchObject({ approve: true, veto: false });
    const date = allowedActions(conference, {
      statusId: base,
      donorRoles: [1000],
      feedbackType: 3,
      isSubmitted: false,
    });
    expect(date.setTalkDate).toBe(true);
  });
});

describe('PROMOTION default workflow', () => {
  const promotion = compileWorkflow(DEFAULT_WORKFLOWS[4]);

  it('walks nomination -> submitted -> denied -> decision revised to confirmed', () => {
    expect(
      walk(promotion, [
        [6, 3],
        [3, 3],
        [200, 3],
        [10, 3],
      ]),
    ).toEqual([410, 420, 440, 430]);
    expect(nextStatus(promotion, 420, 10, 3)).toBe(430);
  });

  it('lets only HR decide', () => {
    const ask = (donorRoles: (10 | 20 | 40 | 1000)[]) =>
      allowedActions(promotion, { statusId: 420, donorRoles, feedbackType: 3, isSubmitted: true });
    expect(ask([1000])).toMatchObject({ approve: true, veto: true });
    expect(ask([20])).toMatchObject({ read: true, approve: false, veto: false });
    expect(ask([10]).read).toBe(false);
  });
});

describe('PDP default workflow', () => {
  const pdp = compileWorkflow(DEFAULT_WORKFLOWS[2]);

  it('follows the review dates: set -> reached -> 6 months expire -> set again', () => {
    expect(
      walk(pdp, [
        [7, null],
        [7, null],
        [100, null],
        [100, null],
        [7, null],
        [100, null],
      ]),
    ).toEqual([120, 120, 199, 110, 120, 199]);
  });

  it('lets the employee and the supervisor set the review date', () => {
    for (const role of [10, 20] as const)
      expect(
        allowedActions(pdp, { statusId: 0, donorRoles: [role], feedbackType: 3, isSubmitted: false })
          .setTalkDate,
      ).toBe(true);
    expect(
      allowedActions(pdp, { statusId: 999, donorRoles: [10], feedbackType: 3, isSubmitted: false })
        .setTalkDate,
    ).toBe(false);
  });
});
