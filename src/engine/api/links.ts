import { Type, type Static } from 'typebox';
import { Nullable, RowId } from './common';
import { RouteData } from './notifications';

/** The HTTP contract of following a link made earlier (an e-mail's): each schema with its type of the same name. */

export const ProcessLinkParams = Type.Object({ processId: RowId }, { additionalProperties: false });
export type ProcessLinkParams = Static<typeof ProcessLinkParams>;

/** The feedback the link was made for: opened when the caller may read it now. */
export const ProcessLinkQuery = Type.Object(
  { feedbackId: Type.Optional(RowId) },
  { additionalProperties: false },
);
export type ProcessLinkQuery = Static<typeof ProcessLinkQuery>;

/** GET /Links/process/{processId}: where a link to the process leads the caller now, null for nowhere. */
export const ProcessLink = Type.Object({ routeData: Nullable(RouteData) });
export type ProcessLink = Static<typeof ProcessLink>;
