import type { HubName } from '../constants';
import type { FormCopiedEvent, FormDeletedEvent, FormSavedEvent } from '../forms/builder/hub-groups';

/**
 * The real-time contract of SPEC §7, shared by the server (which publishes) and the client (which listens):
 * every message a hub carries, with its payload. Payloads carry ids, never data: a client fetches what it shows.
 */

/**
 * A change of a process. `origin` is the client id (the `X-Client-Id` header of the request) that caused it, so
 * the writer drops its own echo; absent for changes of the system (jobs). `listChanged` is true when a field a
 * list shows changed (status, dates, participants, a new or closed process), false for answers only.
 */
export type ProcessChange = {
  processId: number;
  feedbackId?: number;
  statusId: number;
  origin?: string;
  listChanged: boolean;
};

/** A feedback was submitted (a process's, or an anonymous shared one with processId null). */
export type FeedbackSubmittedEvent = {
  processId: number | null;
  feedbackId: number;
  feedbackType: number | null;
  statusId?: number;
  origin?: string;
};

export type PdpDocumentSavedEvent = { processId: number; documentId: number; origin?: string };
export type PromotionProcessAddedEvent = { processId: number; recipientId: number; origin?: string };
export type WorkflowSettingsModifiedEvent = { id: number; processType: number; origin?: string };
export type UserChange = { userId: number };
/** The dates of a process changed (a talk date set, a process with a talkround made): calendars reload. */
export type DatesChange = { processId: number; origin?: string };
/** An employee's detail (basic data, supervisor, mentor, lock) changed; `origin` as in ProcessChange. */
export type UserUpdatedEvent = { userId: number; origin?: string };

/** Every message of every hub with its payload type. */
export type HubMessages = {
  forms: { FormSaved: FormSavedEvent; FormDeleted: FormDeletedEvent; FormCopied: FormCopiedEvent };
  feedbacks: { FeedbackProcessCreated: ProcessChange; FeedbackProcessUpdated: ProcessChange };
  'feedback-submitted': { FeedbackSubmitted: FeedbackSubmittedEvent };
  'process-overview': { PdpDocumentSaved: PdpDocumentSavedEvent };
  organization: {
    WorkflowSettingsModified: WorkflowSettingsModifiedEvent;
    FeedbackProcessesUpdated: ProcessChange;
  };
  users: {
    FixedDatesUpdated: DatesChange;
    FeedbackTasksUpdated: ProcessChange;
    RecipientProcessesUpdated: ProcessChange;
    DonorProcessesUpdated: ProcessChange;
    NotificationsUpdated: UserChange;
    TargetsUpdated: UserChange;
    UserUpdated: UserUpdatedEvent;
  };
  promotions: { PromotionProcessAdded: PromotionProcessAddedEvent };
};

/** The message names of one hub. */
export type HubTarget<H extends HubName> = keyof HubMessages[H] & string;
/** The payload of one message of one hub. */
export type HubPayload<H extends HubName, T extends HubTarget<H>> = HubMessages[H][T];

/** Names of the groups a client may join (JoinGroup); the server checks the right to read what each carries. */
export const PROCESS_LIST_GROUP = 'process-list';
/** Pure. The group of the open screens of one process (the feedback form, the PDP page). */
export const processGroup = (processId: number): string => `process:${processId}`;
/** Pure. The process id of a process group name, or null. */
export function processIdOfGroup(name: string): number | null {
  const match = /^process:([1-9][0-9]{0,15})$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** Pure. The group of the open detail pages of one employee (users hub); readers of the user area join it. */
export const userGroup = (userId: number): string => `user:${userId}`;
/** Pure. The employee id (a 32-bit row id) of a user group name, or null. */
export function userIdOfGroup(name: string): number | null {
  const match = /^user:([1-9][0-9]{0,9})$/.exec(name);
  const id = match ? Number(match[1]) : null;
  return id !== null && id <= 2147483647 ? id : null;
}

/** The request header that names the client (one browser tab) a change comes from. */
export const CLIENT_ID_HEADER = 'X-Client-Id';
/** Pure. True for a well-formed client id: 8 to 64 letters, digits or dashes (a UUID in practice). */
export const isClientId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);
