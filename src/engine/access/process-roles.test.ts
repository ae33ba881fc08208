import { describe, expect, it } from 'vitest';
import { isProcessAdmin, readsAllProcesses } from './process-roles';

describe('process roles (SPEC §6)', () => {
  it('administrators of processes: full admins and writers of the processes area', () => {
    expect(isProcessAdmin(['dpt.full_admin'])).toBe(true);
    expect(isProcessAdmin(['dpt.processes.write'])).toBe(true);
    expect(isProcessAdmin(['dpt.processes.read'])).toBe(false);
    expect(isProcessAdmin(['dpt.forms.write'])).toBe(false);
  });

  it('readers of every process: readers of the processes area and its administrators', () => {
    expect(readsAllProcesses(['dpt.processes.read'])).toBe(true);
    expect(readsAllProcesses(['dpt.processes.write'])).toBe(true);
    expect(readsAllProcesses(['DPT.Full_Admin'])).toBe(true);
    expect(readsAllProcesses(['dpt.user.read'])).toBe(false);
    expect(readsAllProcesses([])).toBe(false);
  });
});
