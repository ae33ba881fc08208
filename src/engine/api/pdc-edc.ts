import { Type, type Static } from 'typebox';
import { Localized, Nullable, PositionedPersonRef, ProblemSchema, RowId, commonErrors } from './common';

/** JSON Schemas of the PDC/EDC requests and answers; each schema and its type are named as a pair. */

/** Query of GET /Feedbacks/listPdcEdc: one talkround, or every PDC/EDC talkround without it. */
export const PdcEdcQuery = Type.Object(
  { talkroundId: Type.Optional(RowId) },
  { additionalProperties: false },
);
export type PdcEdcQuery = Static<typeof PdcEdcQuery>;

/** The state of the documents of a conference (engine documentsState); null without a conference date. */
export const DocumentsState = Nullable(Type.Enum(['sent', 'late', 'due']));
export type DocumentsState = Static<typeof DocumentsState>;

/** The talkround of the overview, with the audience and the conference window its dates cover. */
export const ConferenceTalkround = Type.Object({
  id: Type.Integer(),
  processType: Type.Integer(),
  name: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  finished: Type.Boolean(),
  audience: Nullable(Type.String()),
  window: Nullable(Type.Object({ start: Type.String(), end: Type.String() })),
});
export type ConferenceTalkround = Static<typeof ConferenceTalkround>;

/** One process of the overview: status, conference date and the documents rule. */
export const ConferenceProcess = Type.Object({
  processId: Type.Integer(),
  processType: Type.Integer(),
  statusId: Type.Integer(),
  statusLabel: Localized,
  recipient: PositionedPersonRef,
  supervisorName: Nullable(Type.String()),
  talkroundId: Nullable(Type.Integer()),
  talkround: Nullable(Type.String()),
  feedbackId: Nullable(Type.Integer()),
  conferenceDate: Nullable(Type.String()),
  inWindow: Nullable(Type.Boolean()),
  documents: Type.Object({
    dueDate: Nullable(Type.String()),
    sentOn: Nullable(Type.String()),
    state: DocumentsState,
  }),
  /** the caller prepares the documents (a reminder task while they are not sent) */
  isMine: Type.Boolean(),
});
export type ConferenceProcess = Static<typeof ConferenceProcess>;

/** A preparation of the caller whose documents are not sent yet. */
export const DocumentsReminder = Type.Object({
  processId: Type.Integer(),
  processType: Type.Integer(),
  feedbackId: Nullable(Type.Integer()),
  recipient: PositionedPersonRef,
  talkround: Nullable(Type.String()),
  conferenceDate: Nullable(Type.String()),
  dueDate: Nullable(Type.String()),
  state: DocumentsState,
});
export type DocumentsReminder = Static<typeof DocumentsReminder>;

/** GET /Feedbacks/listPdcEdc: the talkround (null without one), its processes and the caller's reminders. */
export const PdcEdcList = Type.Object({
  talkround: Nullable(ConferenceTalkround),
  result: Type.Array(ConferenceProcess),
  reminders: Type.Array(DocumentsReminder),
});
export type PdcEdcList = Static<typeof PdcEdcList>;

/** The error answers of the PDC/EDC routes. */
export const pdcEdcErrors = { ...commonErrors, 404: ProblemSchema } as const;
