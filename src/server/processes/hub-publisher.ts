import type { HubMessage } from '../../hubs/hub-message';
import type { ProcessDomainEvent, ProcessEvents } from './events';

type Publish = (message: HubMessage) => Promise<void>;

const unique = (ids: (number | null)[], without?: number) => [
  ...new Set(ids.filter((id): id is number => id !== null && id !== without)),
];

/** The hub messages one process event causes (issue 5 item 6); ids only, clients fetch the data. Pure. */
export function hubMessagesFor(event: ProcessDomainEvent): HubMessage[] {
  const { organizationId, processId, feedbackId, toStatus: statusId, audience } = event;
  const created = event.kind === 'created' || event.kind === 'copied';
  const change = { processId, ...(feedbackId === null ? {} : { feedbackId }), statusId };
  const toUser = (userId: number) => ({ kind: 'user' as const, userId });
  const messages: HubMessage[] = [
    {
      hub: 'feedbacks',
      organizationId,
      target: created ? 'FeedbackProcessCreated' : 'FeedbackProcessUpdated',
      args: [change],
      to: { kind: 'organization' },
    },
  ];
  if (event.kind === 'submitted') {
    messages.push({
      hub: 'feedback-submitted',
      organizationId,
      target: 'FeedbackSubmitted',
      args: [{ ...change, feedbackType: event.feedbackType }],
      to: { kind: 'organization' },
    });
  }
  messages.push({
    hub: 'users',
    organizationId,
    target: 'RecipientProcessesUpdated',
    args: [change],
    to: toUser(audience.recipientId),
  });
  const donors = unique([...audience.donorIds, ...audience.lineIds, audience.mentorId], audience.recipientId);
  for (const userId of donors) {
    messages.push({
      hub: 'users',
      organizationId,
      target: 'DonorProcessesUpdated',
      args: [change],
      to: toUser(userId),
    });
  }
  // Tasks belong to those who act on the process: the recipient, the donors and the direct supervisor.
  const tasks = unique([
    audience.recipientId,
    ...audience.donorIds,
    audience.lineIds[0] ?? null,
    audience.mentorId,
  ]);
  for (const userId of tasks) {
    messages.push({
      hub: 'users',
      organizationId,
      target: 'FeedbackTasksUpdated',
      args: [change],
      to: toUser(userId),
    });
  }
  return messages;
}

/** Subscribes the hub publishing to the process events; returns the unsubscribe. */
export function publishProcessEventsToHubs(events: ProcessEvents, publish: Publish): () => void {
  return events.subscribe(async (event) => {
    await Promise.all(hubMessagesFor(event).map((message) => publish(message)));
  });
}
