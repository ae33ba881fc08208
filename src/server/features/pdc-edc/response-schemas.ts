import { Type, type Static } from 'typebox';
import { Localized, Nullable, PersonRef, ProblemSchema, commonErrors } from '../../../engine/api/common';

/** JSON Schemas of the PDC/EDC answers; the OpenAPI document comes from them. */

/** The recipient of a conference, with their position. */
const ConferencePerson = Type.Object({ ...PersonRef.properties, position: Type.String() });

/** The state of the documents of a conference (engine documentsState); null without a conference date. */
const DocumentsStateSchema = Nullable(Type.Enum(['sent', 'late', 'due']));

/** The talkround of the overview, with the audience and the conference window its dates cover. */
const ConferenceTalkroundSchema = Type.Object({
  id: Type.Integer(),
  processType: Type.Integer(),
  name: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  finished: Type.Boolean(),
  audience: Nullable(Type.String()),
  window: Nullable(Type.Object({ start: Type.String(), end: Type.String() })),
});

/** One process of the overview: status, conference date and the documents rule. */
const ConferenceProcessSchema = Type.Object({
  processId: Type.Integer(),
  processType: Type.Integer(),
  statusId: Type.Integer(),
  statusLabel: Localized,
  recipient: ConferencePerson,
  supervisorName: Nullable(Type.String()),
  talkroundId: Nullable(Type.Integer()),
  talkround: Nullable(Type.String()),
  feedbackId: Nullable(Type.Integer()),
  conferenceDate: Nullable(Type.String()),
  inWindow: Nullable(Type.Boolean()),
  documents: Type.Object({
    dueDate: Nullable(Type.String()),
    sentOn: Nullable(Type.String()),
    state: DocumentsStateSchema,
  }),
  /** the caller prepares the documents (a reminder task while they are not sent) */
  isMine: Type.Boolean(),
});
export type ConferenceProcess = Static<typeof ConferenceProcessSchema>;

/** A preparation of the caller whose documents are not sent yet. */
const DocumentsReminderSchema = Type.Object({
  processId: Type.Integer(),
  processType: Type.Integer(),
  feedbackId: Nullable(Type.Integer()),
  recipient: ConferencePerson,
  talkround: Nullable(Type.String()),
  conferenceDate: Nullable(Type.String()),
  dueDate: Nullable(Type.String()),
  state: DocumentsStateSchema,
});
export type DocumentsReminder = Static<typeof DocumentsReminderSchema>;

/** GET /Feedbacks/listPdcEdc: the talkround (null without one), its processes and the caller's reminders. */
export const PdcEdcListSchema = Type.Object({
  talkround: Nullable(ConferenceTalkroundSchema),
  result: Type.Array(ConferenceProcessSchema),
  reminders: Type.Array(DocumentsReminderSchema),
});
export type PdcEdcList = Static<typeof PdcEdcListSchema>;

/** The error answers of the PDC/EDC routes. */
export const pdcEdcErrors = { ...commonErrors, 404: ProblemSchema } as const;
