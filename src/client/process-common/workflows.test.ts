import { describe, expect, it } from 'vitest';
import { isProcessAdmin, predictDonorRoles, readsAllProcesses } from './workflows';
import type { Process } from '../../engine/api/feedbacks-answers';

const person = (id: number) => ({ id, firstName: 'F', lastName: 'L', shorthand: `P${id}` });
const process = (recipient: number, managerDonor: number, mentor: number | null = null) =>
  ({
    recipient: person(recipient),
    mentor: mentor === null ? null : person(mentor),
    feedbacks: [
      { feedbackType: 1, donor: person(recipient) },
      { feedbackType: 2, donor: person(managerDonor) },
    ],
  }) as unknown as Process;

describe('predicted donor roles', () => {
  it('knows the recipient, the sender, the mentor and administrators', () => {
    expect(predictDonorRoles(process(7, 3), 7, [])).toEqual([10]);
    expect(predictDonorRoles(process(7, 3), 3, [])).toEqual([20]);
    expect(predictDonorRoles(process(7, 3, 5), 5, [])).toEqual([30]);
    expect(predictDonorRoles(process(7, 3), 9, ['dpt.processes.write'])).toEqual([1000]);
    expect(predictDonorRoles(process(7, 3), 9, ['dpt.processes.read'])).toEqual([]);
  });

  it('counts full admins and process writers as process administrators', () => {
    expect(isProcessAdmin(['dpt.full_admin'])).toBe(true);
    expect(isProcessAdmin(['dpt.processes.write'])).toBe(true);
    expect(isProcessAdmin(['dpt.processes.read'])).toBe(false);
  });

  it('counts readers and administrators of processes as readers of every process', () => {
    expect(readsAllProcesses(['dpt.processes.read'])).toBe(true);
    expect(readsAllProcesses(['dpt.processes.write'])).toBe(true);
    expect(readsAllProcesses(['dpt.full_admin'])).toBe(true);
    expect(readsAllProcesses(['dpt.user.read'])).toBe(false);
  });
});
