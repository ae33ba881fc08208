import type { DatesChange } from '../../../engine/hubs';
import type { HubMessage } from '../../hubs/hub-message';
import type { ProcessDomainEvent } from '../../processes';

/** The process events that add or move a date of the dashboard calendar. */
const DATE_EVENT_KINDS: readonly ProcessDomainEvent['kind'][] = ['created', 'copied', 'talkDateSet'];

/**
 * Pure. The users-hub message that the dates of a process's people changed (FixedDatesUpdated), addressed to
 * those whose calendar holds the process's dates: the recipient, the donors, the direct supervisor and the
 * mentor; null for an event that moves no date.
 */
export function fixedDatesMessage(event: ProcessDomainEvent): HubMessage | null {
  if (!DATE_EVENT_KINDS.includes(event.kind)) return null;
  const { audience } = event;
  const people = [
    ...new Set(
      [audience.recipientId, ...audience.donorIds, audience.lineIds[0] ?? null, audience.mentorId].filter(
        (id): id is number => id !== null,
      ),
    ),
  ];
  const dateChange: DatesChange = {
    processId: event.processId,
    ...(event.origin === null ? {} : { origin: event.origin }),
  };
  return {
    hub: 'users',
    organizationId: event.organizationId,
    target: 'FixedDatesUpdated',
    args: [dateChange],
    to: people.map((userId) => ({ kind: 'user' as const, userId })),
  };
}
