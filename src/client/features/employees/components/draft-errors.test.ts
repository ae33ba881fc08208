import { describe, expect, it } from 'vitest';
import { draftErrors } from './draft-errors';

const person = (id: number, shorthand: string, supervisorId: number | null) => ({
  id,
  shorthand,
  firstName: 'F',
  lastName: `L${id}`,
  position: '',
  supervisorId,
  supervisorName: null,
  mentorName: null,
  canBeImpersonated: false,
});
const people = [person(1, 'HEAD', null), person(2, 'LEAD', 1), person(3, 'WORK', 2)];
const draft = {
  id: 2,
  firstName: 'Lea',
  lastName: 'Lead',
  email: 'lea@example.org',
  shorthand: 'LEAD',
  position: '',
  currentPosition: '',
  hierarchy: '',
  location: '',
  supervisorId: 1,
  mentorId: null,
  isApiUpdateLocked: false,
};

describe('draftErrors', () => {
  it('accepts a valid draft', () => {
    expect(draftErrors(draft, people)).toEqual({});
  });

  it('names each field the server would refuse', () => {
    expect(
      draftErrors(
        { ...draft, firstName: ' ', email: 'nope', shorthand: 'WORK', supervisorId: 3, mentorId: 2 },
        people,
      ),
    ).toEqual({
      firstName: 'employeesPage.errors.required',
      email: 'employeesPage.errors.email',
      shorthand: 'employeesPage.errors.shorthandTaken',
      supervisorId: 'employeesPage.errors.supervisorCycle',
      mentorId: 'employeesPage.errors.mentorSelf',
    });
    expect(draftErrors({ ...draft, shorthand: 'a b' }, people)).toEqual({
      shorthand: 'employeesPage.errors.shorthandPattern',
    });
  });
});
