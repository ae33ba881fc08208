import { Type, type Static } from 'typebox';
import { RowId } from '../../../engine/api/common';

/** Query of GET /Feedbacks/listPdcEdc: one talkround, or every PDC/EDC talkround without it. */
export const PdcEdcQuery = Type.Object(
  { talkroundId: Type.Optional(RowId) },
  { additionalProperties: false },
);
export type PdcEdcQuery = Static<typeof PdcEdcQuery>;
