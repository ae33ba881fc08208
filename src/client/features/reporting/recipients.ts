import { REPORT_MAX_RECIPIENT_IDS } from '../../../engine/reporting';

/** The largest row id PostgreSQL's integer holds. */
const MAX_ID = 2_147_483_647;

/** Pure. The recipient ids of the URL's `recipients` (comma-separated); malformed parts are left out. */
export function parseRecipients(text: string | undefined): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .filter((part) => /^[1-9][0-9]{0,9}$/.test(part))
    .map(Number)
    .filter((id) => id <= MAX_ID);
  return [...new Set(ids)].slice(0, REPORT_MAX_RECIPIENT_IDS);
}
