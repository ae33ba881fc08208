import { areaAccess, isFullAdmin } from '../../../engine/access';
import { HttpError } from '../../errors';

/** Pure. HR for the PDC/EDC overview: full administrators and writers of the processes area (SPEC §6). */
export const isConferenceHr = (roles: readonly string[]) =>
  isFullAdmin(roles) || areaAccess(roles, 'processes').write;

/** 403 PDC_EDC_DISABLED unless the organization enables PDC/EDC (its setting, also in Session/Initialize). */
export function requireEnabled(pdcEdcEnabled: boolean): void {
  if (!pdcEdcEnabled)
    throw new HttpError(403, 'PDC_EDC_DISABLED', 'PDC/EDC is not enabled for this organization.');
}
