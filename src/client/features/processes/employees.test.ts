import { describe, expect, it } from 'vitest';
import type { UserListItem } from '../../../engine/api/users';
import { creatableEmployees } from './employees';

const user = (id: number, lastName: string, supervisorId: number | null): UserListItem => ({
  id,
  shorthand: lastName.slice(0, 4).toUpperCase(),
  firstName: 'X',
  lastName,
  position: '',
  supervisorId,
  supervisorName: null,
  mentorName: null,
  canBeImpersonated: false,
});
const users = [
  user(1, 'Müller', null),
  user(2, 'Schmidt', 1),
  user(3, 'Weber', 2),
  user(4, 'Klein', 1),
  user(5, 'Albrecht', null),
];

describe('employees a process can be started for', () => {
  it('are the caller and their direct and indirect reports, by name', () => {
    expect(creatableEmployees(users, 1, false).map((u) => u.lastName)).toEqual([
      'Klein',
      'Müller',
      'Schmidt',
      'Weber',
    ]);
    expect(creatableEmployees(users, 3, false).map((u) => u.id)).toEqual([3]);
  });

  it('are everybody for administrators', () => {
    expect(creatableEmployees(users, 5, true)).toHaveLength(5);
  });
});
