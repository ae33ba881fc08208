// The session answer is declared in the HTTP contract (src/engine/api/session.ts). This forward stays until
// the PDP tests import it from there (they are another change's files).
export type { SessionInfo } from '../api/session';

/** The problem object every API error answers with. */
export type ApiProblem = {
  statusCode: number;
  code: string;
  messageKey: string;
  message: string;
  errors?: { path: string; message: string }[];
  /** UNKNOWN_PERSON (403): the organization that does not know the signed-in person, and whom to ask */
  organizationName?: string;
  contact?: string;
};
