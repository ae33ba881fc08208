import { areaAccess } from '../../../engine/access';
import { FORMS_LIST_GROUP } from '../../../engine/hubs';

/**
 * Pure. Whether roles may join a forms hub group: the forms list and an open builder's group (`form:<id>`)
 * carry questionnaire changes, so they need read access to the forms area. Other names are refused.
 */
export function mayJoinFormsGroup(roles: readonly string[], group: string): boolean {
  const known = group === FORMS_LIST_GROUP || (group.startsWith('form:') && group.length > 'form:'.length);
  return known && areaAccess(roles, 'forms').read;
}
