import { badRequest } from '../../errors';
import type { SaveUserBody } from '../../../engine/api/users';

/**
 * Pure. The rules of an employee's detail that need no database: an employee is not their own mentor (being
 * one's own supervisor is the smallest supervisor cycle, refused with the others).
 */
export function assertValidDetail(input: SaveUserBody): void {
  if (input.mentorId !== null && input.mentorId === input.id)
    throw badRequest('MENTOR_IS_SELF', 'An employee cannot be their own mentor.', [
      { path: '/body/mentorId', message: 'must be another employee' },
    ]);
}

/** Pure. The body with every text trimmed; blank names or shorthand after trimming are refused. */
export function normalizedDetail(input: SaveUserBody): SaveUserBody {
  const trimmed = {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    shorthand: input.shorthand.trim(),
    position: input.position.trim(),
    currentPosition: input.currentPosition.trim(),
    hierarchy: input.hierarchy.trim(),
    location: input.location.trim(),
  };
  const blank = (['firstName', 'lastName'] as const).filter((field) => trimmed[field] === '');
  if (blank.length > 0)
    throw badRequest(
      'VALIDATION_FAILED',
      'Names must not be blank.',
      blank.map((field) => ({ path: `/body/${field}`, message: 'must not be blank' })),
    );
  return trimmed;
}
