import { Type, type Static, type TSchema } from 'typebox';
import {
  EMPLOYEE_EMAIL_MAX_LENGTH,
  EMPLOYEE_SHORTHAND_MAX_LENGTH,
  EMPLOYEE_TEXT_MAX_LENGTH,
} from '../employees';
import {
  SCIM_FILTER_MAX_LENGTH,
  SCIM_ID_MAX_LENGTH,
  SCIM_PATCH_MAX_OPERATIONS,
  SCIM_PATH_MAX_LENGTH,
} from '../scim';
import { EMPLOYEE_EXTENSION, ENTERPRISE_USER } from '../scim/urns';

/**
 * The request and response schemas of the SCIM endpoint, each with its type of the same name. Resources allow
 * attributes they do not list (identity systems send more than this server keeps; RFC 7644 §3.3 lets it ignore
 * them); every listed text is bounded.
 */

const open = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: true });
const Text = (maxLength = EMPLOYEE_TEXT_MAX_LENGTH) => Type.String({ maxLength });
const Schemas = Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10 });
const MultiValued = (properties: Record<string, TSchema>) =>
  Type.Array(open({ type: Type.Optional(Text(50)), primary: Type.Optional(Type.Boolean()), ...properties }), {
    maxItems: 20,
  });

/** POST and PUT /Users: a User resource. */
export const ScimUserBody = open({
  schemas: Type.Optional(Schemas),
  externalId: Type.Optional(Type.Union([Text(SCIM_ID_MAX_LENGTH), Type.Null()])),
  userName: Type.String({ minLength: 1, maxLength: EMPLOYEE_EMAIL_MAX_LENGTH }),
  name: Type.Optional(
    open({
      givenName: Type.Optional(Text()),
      familyName: Type.Optional(Text()),
      formatted: Type.Optional(Text(2 * EMPLOYEE_TEXT_MAX_LENGTH + 1)),
    }),
  ),
  displayName: Type.Optional(Text(2 * EMPLOYEE_TEXT_MAX_LENGTH + 1)),
  title: Type.Optional(Text()),
  active: Type.Optional(Type.Boolean()),
  emails: Type.Optional(MultiValued({ value: Type.Optional(Text(EMPLOYEE_EMAIL_MAX_LENGTH)) })),
  addresses: Type.Optional(MultiValued({ locality: Type.Optional(Text()) })),
  [ENTERPRISE_USER]: Type.Optional(
    open({
      department: Type.Optional(Text()),
      manager: Type.Optional(
        Type.Union([open({ value: Type.Optional(Text(SCIM_ID_MAX_LENGTH)) }), Type.Null()]),
      ),
    }),
  ),
  [EMPLOYEE_EXTENSION]: Type.Optional(
    open({
      shorthand: Type.Optional(Text(EMPLOYEE_SHORTHAND_MAX_LENGTH)),
      currentPosition: Type.Optional(Text()),
    }),
  ),
});
export type ScimUserBody = Static<typeof ScimUserBody>;

/** PATCH /Users/{id}: a PatchOp message (RFC 7644 §3.5.2). */
export const ScimPatchBody = Type.Object({
  schemas: Schemas,
  Operations: Type.Array(
    open({
      op: Type.String({ minLength: 1, maxLength: 20 }),
      path: Type.Optional(Type.String({ maxLength: SCIM_PATH_MAX_LENGTH })),
      value: Type.Optional(Type.Unknown()),
    }),
    { minItems: 1, maxItems: SCIM_PATCH_MAX_OPERATIONS },
  ),
});
export type ScimPatchBody = Static<typeof ScimPatchBody>;

export const ScimIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: SCIM_ID_MAX_LENGTH }) });
export type ScimIdParams = Static<typeof ScimIdParams>;

/** The schema URN of GET /Schemas/{id}. */
export const ScimSchemaParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export type ScimSchemaParams = Static<typeof ScimSchemaParams>;

/** GET /Users: filter and paging (RFC 7644 §3.4.2); attributes and sorting are accepted and not applied. */
export const ScimListQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: SCIM_FILTER_MAX_LENGTH })),
  startIndex: Type.Optional(Type.Integer()),
  count: Type.Optional(Type.Integer()),
  attributes: Type.Optional(Type.String({ maxLength: 1000 })),
  excludedAttributes: Type.Optional(Type.String({ maxLength: 1000 })),
  sortBy: Type.Optional(Type.String({ maxLength: 200 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 20 })),
});
export type ScimListQuery = Static<typeof ScimListQuery>;

// ---- answers ----

const Str = Type.String();
const Optional = Type.Optional;

/** A User resource as this server answers it (see user-mapping.ts). */
export const ScimUser = Type.Object({
  schemas: Type.Array(Str),
  id: Str,
  externalId: Optional(Str),
  userName: Str,
  name: Type.Object({ formatted: Optional(Str), givenName: Optional(Str), familyName: Optional(Str) }),
  displayName: Optional(Str),
  title: Optional(Str),
  active: Type.Boolean(),
  emails: Type.Array(Type.Object({ value: Str, type: Str, primary: Type.Boolean() })),
  addresses: Optional(Type.Array(Type.Object({ type: Str, locality: Str, primary: Type.Boolean() }))),
  [ENTERPRISE_USER]: Type.Object({
    department: Optional(Str),
    // "$ref" (the manager's URI) is answered as an additional property: a schema property of that name would
    // read as a JSON reference to the OpenAPI generator
    manager: Optional(
      Type.Object({ value: Str, displayName: Optional(Str) }, { additionalProperties: true }),
    ),
  }),
  [EMPLOYEE_EXTENSION]: Type.Object({
    shorthand: Str,
    currentPosition: Optional(Str),
    apiUpdateLocked: Type.Boolean(),
  }),
  meta: Type.Object({ resourceType: Str, created: Str, lastModified: Str, location: Str }),
});
export type ScimUser = Static<typeof ScimUser>;

/** A ListResponse of Users (RFC 7644 §3.4.2). */
export const ScimUserList = Type.Object({
  schemas: Type.Array(Str),
  totalResults: Type.Integer(),
  startIndex: Type.Integer(),
  itemsPerPage: Type.Integer(),
  Resources: Type.Array(ScimUser),
});
export type ScimUserList = Static<typeof ScimUserList>;

/** A discovery document (ServiceProviderConfig, a ResourceType, a Schema, or a ListResponse of them). */
export const ScimDocument = Type.Object({ schemas: Type.Array(Str) }, { additionalProperties: true });
export type ScimDocument = Static<typeof ScimDocument>;

/** The error message of RFC 7644 §3.12. */
export const ScimErrorMessage = Type.Object({
  schemas: Type.Array(Str),
  status: Str,
  scimType: Optional(Str),
  detail: Str,
});
export type ScimErrorMessage = Static<typeof ScimErrorMessage>;
