import { ACCESS_RIGHTS, type UserAccessEntry, type WorkflowSettings } from './types';

/** One user-access entry in the session: [statusId, donorRole, feedbackType or null, rights bitmask]. */
export type PackedAccessEntry = [number, number, number | null, number];

/** Workflow settings as GET /Session/Initialize carries them: the same, with the user access packed. */
export type SessionWorkflow = Omit<WorkflowSettings, 'userAccess'> & { userAccess: PackedAccessEntry[] };

// read 1, write 2, approve 4, comment 8, update 16: the bit of ACCESS_RIGHTS[i] is 1 << i
const bit = (index: number) => 1 << index;

/**
 * Pure. Packs the user-access matrix for the session. Spelled out, one entry is about 110 bytes and the
 * matrix is two thirds of a session answer (~35 KB for the six default workflows); packed, it is about a
 * tenth of that. Every user fetches it on every start of the app.
 */
export function packWorkflowForSession(settings: WorkflowSettings): SessionWorkflow {
  return {
    ...settings,
    userAccess: settings.userAccess.map((entry) => [
      entry.statusId,
      entry.donorRole,
      entry.feedbackType,
      ACCESS_RIGHTS.reduce((mask, right, i) => (entry[right] ? mask | bit(i) : mask), 0),
    ]),
  };
}

/** Pure. The settings back from their session form; `unpack(pack(s))` equals `s`. */
export function unpackSessionWorkflow(workflow: SessionWorkflow): WorkflowSettings {
  return {
    ...workflow,
    userAccess: workflow.userAccess.map(([statusId, donorRole, feedbackType, mask]) => {
      const entry = { statusId, donorRole, feedbackType } as UserAccessEntry;
      ACCESS_RIGHTS.forEach((right, i) => (entry[right] = (mask & bit(i)) !== 0));
      return entry;
    }),
  };
}
