/** The error message schema of RFC 7644 §3.12. */
const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** The scimType values of RFC 7644 §3.12 this server answers. */
export type ScimErrorType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability'
  | 'tooMany';

/** An error a SCIM request is answered with: an HTTP status, an optional scimType and a detail text. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: ScimErrorType | undefined,
    detail: string,
  ) {
    super(detail);
  }
}

export const scimBadRequest = (scimType: ScimErrorType, detail: string) =>
  new ScimError(400, scimType, detail);
export const scimNotFound = (detail = 'There is no such resource.') => new ScimError(404, undefined, detail);
export const scimUnauthorized = (detail = 'A valid provisioning bearer token is required.') =>
  new ScimError(401, undefined, detail);
export const scimConflict = (detail: string) => new ScimError(409, 'uniqueness', detail);

/** Pure. The body of an error answer (RFC 7644 §3.12: the status is a string). */
export function scimErrorBody(status: number, detail: string, scimType?: ScimErrorType) {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}
