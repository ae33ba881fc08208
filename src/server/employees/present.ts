import type { PositionedPersonRef } from '../../engine/api/common';

/** The columns a process list selects of its recipient (`users as r`) and the recipient's supervisor. */
export type RecipientColumns = {
  recipient_id: number;
  first_name: string;
  last_name: string;
  shorthand: string;
  position: string;
  supervisor_first_name: string | null;
  supervisor_last_name: string | null;
};

/** Pure. A process row's recipient and the name of the recipient's supervisor (null without one). */
export function presentRecipient(row: RecipientColumns): {
  recipient: PositionedPersonRef;
  supervisorName: string | null;
} {
  return {
    recipient: {
      id: row.recipient_id,
      firstName: row.first_name,
      lastName: row.last_name,
      shorthand: row.shorthand,
      position: row.position,
    },
    supervisorName:
      row.supervisor_first_name === null ? null : `${row.supervisor_first_name} ${row.supervisor_last_name}`,
  };
}
