import { describe, expect, it } from 'vitest';
import { compileWorkflow, defaultWorkflow } from '../../../engine/workflows';
import { allowedOperations } from './operations';
import type { Process } from '../../../engine/api/feedbacks-answers';

const mafeg = compileWorkflow(defaultWorkflow(1));
const person = (id: number) => ({ id, firstName: 'F', lastName: 'L', shorthand: `P${id}` });
const process = (statusId: number, isClosed = false) =>
  ({
    statusId,
    isClosed,
    recipient: person(7),
    mentor: null,
    feedbacks: [
      { feedbackType: 1, donor: person(7) },
      { feedbackType: 2, donor: person(3) },
    ],
  }) as unknown as Process;

describe('process operations offered', () => {
  it('gives administrators every operation on an open MAFEG', () => {
    const admin = { userId: 99, roles: ['dpt.full_admin'], canReadForms: true };
    expect(allowedOperations(process(110), mafeg, admin)).toEqual([
      'close',
      'copy',
      'setStatus',
      'changeForm',
    ]);
  });

  it('lets the supervisor copy but not close (no update right in the default MAFEG)', () => {
    const supervisor = { userId: 3, roles: ['dpt.processes.read'], canReadForms: false };
    expect(allowedOperations(process(110), mafeg, supervisor)).toEqual(['copy']);
  });

  it('offers no closing or form change on a closed process', () => {
    const admin = { userId: 99, roles: ['dpt.processes.write'], canReadForms: true };
    expect(allowedOperations(process(199, true), mafeg, admin)).toEqual(['copy', 'setStatus']);
  });

  it('offers nothing without a workflow', () => {
    expect(allowedOperations(process(110), undefined, { userId: 1, roles: [], canReadForms: true })).toEqual(
      [],
    );
  });
});
