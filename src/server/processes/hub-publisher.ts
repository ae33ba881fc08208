import { PROCESS_LIST_GROUP, processGroup, type ProcessChange } from '../../engine/hubs';
import type { HubAudience, HubMessage } from '../hubs/hub-message';
import {
  LIST_VISIBLE_KINDS,
  type ProcessAudience,
  type ProcessDomainEvent,
  type ProcessEvents,
} from './events';
import { Throttle } from './throttle';

type Publish = (message: HubMessage) => Promise<void>;
type Log = { error: (object: object, message: string) => void };

const unique = (ids: (number | null)[], without?: number) => [
  ...new Set(ids.filter((id): id is number => id !== null && id !== without)),
];
const users = (ids: number[]): HubAudience[] => ids.map((userId) => ({ kind: 'user', userId }));
const group = (name: string): HubAudience => ({ kind: 'group', group: name });

/** Everyone a process concerns: the recipient, the donors, the supervisor line and the mentor. Pure. */
export const participantsOf = (audience: ProcessAudience): number[] =>
  unique([audience.recipientId, ...audience.donorIds, ...audience.lineIds, audience.mentorId]);

/** The change a process event announces, with the client that caused it. Pure. */
export function changeOf(event: ProcessDomainEvent): ProcessChange {
  return {
    processId: event.processId,
    ...(event.feedbackId === null ? {} : { feedbackId: event.feedbackId }),
    statusId: event.toStatus,
    ...(event.origin === null ? {} : { origin: event.origin }),
    listChanged: LIST_VISIBLE_KINDS.has(event.kind),
  };
}

/**
 * The hub messages one process event causes, addressed to who may read the process (ids only; clients fetch
 * the data): of the people it concerns, only `readers`. Pure.
 * - Saved answers: the open screens of the process (its group), nothing else.
 * - Steps and operations: the participants, the open screens, and the readers of organization-wide lists
 *   (their group, joined only with the right to read every process); on the users hub, the recipient's and
 *   the donors' lists and the tasks of those who act on it; on the organization hub, FeedbackProcessesUpdated
 *   (SPEC §7: a process list changed) to the same participants and list readers.
 */
export function hubMessagesFor(
  event: ProcessDomainEvent,
  /** who of the audience may read the process now (see readersAmong); default: everyone it names */
  readers: readonly number[] = participantsOf(event.audience),
): HubMessage[] {
  const { organizationId, processId } = event;
  const may = new Set(readers);
  // people are addressed only when they may read the process at its new status
  const audience = {
    recipientId: event.audience.recipientId,
    donorIds: event.audience.donorIds.filter((id) => may.has(id)),
    lineIds: event.audience.lineIds.filter((id) => may.has(id)),
    mentorId:
      event.audience.mentorId !== null && may.has(event.audience.mentorId) ? event.audience.mentorId : null,
  };
  const recipient = may.has(audience.recipientId) ? [audience.recipientId] : [];
  const change = changeOf(event);
  if (!change.listChanged) {
    return [
      {
        hub: 'feedbacks',
        organizationId,
        target: 'FeedbackProcessUpdated',
        args: [change],
        to: group(processGroup(processId)),
      },
    ];
  }
  const created = event.kind === 'created' || event.kind === 'copied';
  const participants = participantsOf(audience).filter((id) => may.has(id));
  const messages: HubMessage[] = [
    {
      hub: 'feedbacks',
      organizationId,
      target: created ? 'FeedbackProcessCreated' : 'FeedbackProcessUpdated',
      args: [change],
      to: [...users(participants), group(processGroup(processId)), group(PROCESS_LIST_GROUP)],
    },
    {
      hub: 'organization',
      organizationId,
      target: 'FeedbackProcessesUpdated',
      args: [change],
      to: [...users(participants), group(PROCESS_LIST_GROUP)],
    },
    {
      hub: 'users',
      organizationId,
      target: 'RecipientProcessesUpdated',
      args: [change],
      to: users(recipient),
    },
  ];
  if (event.kind === 'submitted') {
    messages.push({
      hub: 'feedback-submitted',
      organizationId,
      target: 'FeedbackSubmitted',
      args: [{ ...change, feedbackId: event.feedbackId, feedbackType: event.feedbackType }],
      to: users(participants),
    });
  }
  const donors = unique([...audience.donorIds, ...audience.lineIds, audience.mentorId], audience.recipientId);
  if (donors.length > 0)
    messages.push({
      hub: 'users',
      organizationId,
      target: 'DonorProcessesUpdated',
      args: [change],
      to: users(donors),
    });
  // Tasks belong to those who act on the process: the recipient, the donors and the direct supervisor.
  const acting = unique([...recipient, ...audience.donorIds, audience.lineIds[0] ?? null, audience.mentorId]);
  messages.push({
    hub: 'users',
    organizationId,
    target: 'FeedbackTasksUpdated',
    args: [change],
    to: users(acting),
  });
  return messages;
}

/**
 * The one publisher of process events to the hubs: subscribes to the events and publishes their messages.
 * Saved answers go out at most once per feedback and client every `answerIntervalMs` (the last state always
 * goes out). Returns the stop, which drops what is still waiting.
 */
export function publishProcessEventsToHubs(
  events: ProcessEvents,
  publish: Publish,
  log: Log,
  /** who of an event's audience may read its process now; default: everyone it names */
  readersOf: (event: ProcessDomainEvent) => Promise<readonly number[]> = async (event) =>
    participantsOf(event.audience),
  answerIntervalMs = 2_000,
): () => void {
  const send = (message: HubMessage) =>
    publish(message).catch((err: unknown) =>
      log.error({ err, hub: message.hub, target: message.target }, 'hub message not published'),
    );
  const answers = new Throttle<ProcessDomainEvent>(
    (event) => void Promise.all(hubMessagesFor(event).map(send)),
    answerIntervalMs,
  );
  const unsubscribe = events.subscribe(async (event) => {
    if (event.kind === 'answersSaved') answers.push(`${event.feedbackId}:${event.origin ?? ''}`, event);
    else await Promise.all(hubMessagesFor(event, await readersOf(event)).map(send));
  });
  return () => {
    unsubscribe();
    answers.stop();
  };
}
