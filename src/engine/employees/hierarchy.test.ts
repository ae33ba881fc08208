import { describe, expect, it } from 'vitest';
import { closesSupervisorCycle } from './hierarchy';

const people = [
  { id: 1, supervisorId: null },
  { id: 2, supervisorId: 1 },
  { id: 3, supervisorId: 2 },
  { id: 4, supervisorId: null },
  { id: 5, supervisorId: 6 },
  { id: 6, supervisorId: 5 },
];

describe('closesSupervisorCycle', () => {
  it('finds the user in the candidate line or as the candidate', () => {
    expect(closesSupervisorCycle(people, 1, 3)).toBe(true);
    expect(closesSupervisorCycle(people, 2, 3)).toBe(true);
    expect(closesSupervisorCycle(people, 1, 1)).toBe(true);
  });

  it('lets other choices, no supervisor and existing cycles through', () => {
    expect(closesSupervisorCycle(people, 3, 1)).toBe(false);
    expect(closesSupervisorCycle(people, 1, 4)).toBe(false);
    expect(closesSupervisorCycle(people, 1, null)).toBe(false);
    expect(closesSupervisorCycle(people, 1, 5)).toBe(false);
  });
});
