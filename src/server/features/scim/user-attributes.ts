import { CORE_USER, EMPLOYEE_EXTENSION, ENTERPRISE_USER, USER_EXTENSIONS } from '../../../engine/scim/urns';
import type { KnownAttribute, PatchSchema } from './patch';

/**
 * The User attributes this server knows (RFC 7643 §4.1, §4.3 and the product's extension), by schema, in lower
 * case: what it keeps, what it reads and ignores (identity systems send them by default), and what only it
 * assigns. A PATCH path naming none of these is refused (400 invalidPath).
 */

const kept = (...subAttributes: string[]): KnownAttribute =>
  subAttributes.length > 0 ? { kind: 'kept', subAttributes } : { kind: 'kept' };
const ignored: KnownAttribute = { kind: 'ignored' };
const readOnly: KnownAttribute = { kind: 'readOnly' };

const CORE: Record<string, KnownAttribute> = {
  username: kept(),
  externalid: kept(),
  name: kept('givenname', 'familyname', 'formatted', 'middlename', 'honorificprefix', 'honorificsuffix'),
  displayname: kept(),
  title: kept(),
  active: kept(),
  emails: kept('value', 'type', 'primary', 'display'),
  addresses: kept(
    'locality',
    'type',
    'primary',
    'formatted',
    'streetaddress',
    'region',
    'postalcode',
    'country',
  ),
  nickname: ignored,
  profileurl: ignored,
  usertype: ignored,
  preferredlanguage: ignored,
  locale: ignored,
  timezone: ignored,
  password: ignored,
  phonenumbers: ignored,
  ims: ignored,
  photos: ignored,
  entitlements: ignored,
  roles: ignored,
  x509certificates: ignored,
  id: readOnly,
  meta: readOnly,
  schemas: readOnly,
  groups: readOnly,
};

const ENTERPRISE: Record<string, KnownAttribute> = {
  department: kept(),
  manager: kept('value', '$ref', 'displayname'),
  employeenumber: ignored,
  costcenter: ignored,
  organization: ignored,
  division: ignored,
};

const EMPLOYEE: Record<string, KnownAttribute> = {
  shorthand: kept(),
  currentposition: kept(),
  apiupdatelocked: readOnly,
};

const BY_SCHEMA: Record<string, Record<string, KnownAttribute>> = {
  [ENTERPRISE_USER]: ENTERPRISE,
  [EMPLOYEE_EXTENSION]: EMPLOYEE,
};

/**
 * Pure. What the server knows of an attribute path's parts: `extension` null for the core schema. Answers
 * undefined for an unknown attribute, or a sub-attribute a kept attribute does not have.
 */
export function knownUserAttribute(
  extension: string | null,
  attribute: string,
  sub: string | null,
): KnownAttribute | undefined {
  const known = (extension ? BY_SCHEMA[extension] : CORE)?.[attribute.toLowerCase()];
  if (!known || sub === null || known.kind !== 'kept') return known;
  return known.subAttributes?.includes(sub.toLowerCase()) ? known : undefined;
}

/** The User schema as PATCH applies it: the product keeps one e-mail and one address, the work ones. */
export const USER_PATCH_SCHEMA: PatchSchema = {
  core: CORE_USER,
  extensions: USER_EXTENSIONS,
  known: knownUserAttribute,
  onePerType: ['emails', 'addresses'],
};
