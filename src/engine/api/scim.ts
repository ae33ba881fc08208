import { Type, type Static, type TSchema } from 'typebox';
import {
  EMPLOYEE_EMAIL_MAX_LENGTH,
  EMPLOYEE_SHORTHAND_MAX_LENGTH,
  EMPLOYEE_TEXT_MAX_LENGTH,
} from '../employees';
import {
  SCIM_ATTRIBUTES_MAX_LENGTH,
  SCIM_FILTER_MAX_LENGTH,
  SCIM_GROUP_MEMBERS_MAX,
  SCIM_GROUP_NAME_MAX_LENGTH,
  SCIM_GROUP_ROLE_MAPPINGS_MAX,
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
    Type.Union([
      open({
        givenName: Type.Optional(Type.Union([Text(), Type.Null()])),
        familyName: Type.Optional(Type.Union([Text(), Type.Null()])),
        formatted: Type.Optional(Type.Union([Text(2 * EMPLOYEE_TEXT_MAX_LENGTH + 1), Type.Null()])),
      }),
      Type.Null(),
    ]),
  ),
  displayName: Type.Optional(Type.Union([Text(2 * EMPLOYEE_TEXT_MAX_LENGTH + 1), Type.Null()])),
  title: Type.Optional(Type.Union([Text(), Type.Null()])),
  active: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
  emails: Type.Optional(
    Type.Union([MultiValued({ value: Type.Optional(Text(EMPLOYEE_EMAIL_MAX_LENGTH)) }), Type.Null()]),
  ),
  addresses: Type.Optional(Type.Union([MultiValued({ locality: Type.Optional(Text()) }), Type.Null()])),
  [ENTERPRISE_USER]: Type.Optional(
    Type.Union([
      open({
        department: Type.Optional(Type.Union([Text(), Type.Null()])),
        // the manager's id as value, or its URI as "$ref" (an additional property, see ScimUser)
        manager: Type.Optional(
          Type.Union([
            open({ value: Type.Optional(Text(SCIM_ID_MAX_LENGTH)) }),
            Text(SCIM_ID_MAX_LENGTH),
            Type.Null(),
          ]),
        ),
      }),
      Type.Null(),
    ]),
  ),
  [EMPLOYEE_EXTENSION]: Type.Optional(
    Type.Union([
      open({
        shorthand: Type.Optional(Type.Union([Text(EMPLOYEE_SHORTHAND_MAX_LENGTH), Type.Null()])),
        currentPosition: Type.Optional(Type.Union([Text(), Type.Null()])),
      }),
      Type.Null(),
    ]),
  ),
});
export type ScimUserBody = Static<typeof ScimUserBody>;

/** PATCH /Users/{id} and /Groups/{id}: a PatchOp message (RFC 7644 §3.5.2). */
export const ScimPatchBody = Type.Object({
  schemas: Type.Optional(Schemas),
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

const AttributeList = Type.String({ maxLength: SCIM_ATTRIBUTES_MAX_LENGTH });

/**
 * `attributes` and `excludedAttributes` of any request that answers resources (RFC 7644 §3.9): comma-separated
 * attribute paths (`userName,name.givenName`, URN-prefixed extension paths).
 */
export const ScimAttributesQuery = Type.Object({
  attributes: Type.Optional(AttributeList),
  excludedAttributes: Type.Optional(AttributeList),
});
export type ScimAttributesQuery = Static<typeof ScimAttributesQuery>;

/** The filter, paging and sorting of a list request, as a query or a search body. */
const ListParameters = {
  filter: Type.Optional(Type.String({ maxLength: SCIM_FILTER_MAX_LENGTH })),
  startIndex: Type.Optional(Type.Integer()),
  count: Type.Optional(Type.Integer()),
  sortBy: Type.Optional(Type.String({ maxLength: 200 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 20 })),
};

/** GET /Users and /Groups: filter, paging and attributes (RFC 7644 §3.4.2); sorting is accepted and not applied. */
export const ScimListQuery = Type.Object({
  ...ScimAttributesQuery.properties,
  ...ListParameters,
});
export type ScimListQuery = Static<typeof ScimListQuery>;

const AttributeArray = Type.Array(Type.String({ maxLength: 300 }), { maxItems: 100 });

/** POST /Users/.search and /Groups/.search: the list request as a body (RFC 7644 §3.4.3). */
export const ScimSearchBody = open({
  schemas: Type.Optional(Schemas),
  attributes: Type.Optional(AttributeArray),
  excludedAttributes: Type.Optional(AttributeArray),
  ...ListParameters,
});
export type ScimSearchBody = Static<typeof ScimSearchBody>;

/** A group member as requests name it: the User's id as value (display, type and "$ref" are read and ignored). */
const MemberRef = open({
  value: Text(SCIM_ID_MAX_LENGTH),
  display: Type.Optional(Text(2 * EMPLOYEE_TEXT_MAX_LENGTH + 1)),
});

/** POST and PUT /Groups: a Group resource (RFC 7643 §4.2). */
export const ScimGroupBody = open({
  schemas: Type.Optional(Schemas),
  externalId: Type.Optional(Type.Union([Text(SCIM_ID_MAX_LENGTH), Type.Null()])),
  displayName: Type.String({ minLength: 1, maxLength: SCIM_GROUP_NAME_MAX_LENGTH }),
  members: Type.Optional(
    Type.Union([Type.Array(MemberRef, { maxItems: SCIM_GROUP_MEMBERS_MAX }), Type.Null()]),
  ),
});
export type ScimGroupBody = Static<typeof ScimGroupBody>;

// ---- answers ----

const Str = Type.String();
const Optional = Type.Optional;
const Meta = Type.Object({ resourceType: Str, created: Str, lastModified: Str, location: Str });
// "$ref" (a URI) is answered as an additional property: a schema property of that name would read as a JSON
// reference to the OpenAPI generator
const Reference = (properties: Record<string, TSchema>) =>
  Type.Object(properties, { additionalProperties: true });
/** The common attributes of a resource (RFC 7643 §3.1), which every answer carries. */
const Common = { schemas: Type.Array(Str), id: Str, externalId: Optional(Str) };
/** A ListResponse (RFC 7644 §3.4.2) of these resources. */
const ListResponse = <T extends TSchema>(resource: T) =>
  Type.Object({
    schemas: Type.Array(Str),
    totalResults: Type.Integer(),
    startIndex: Type.Integer(),
    itemsPerPage: Type.Integer(),
    Resources: Type.Array(resource),
  });

const Name = Type.Object({ formatted: Optional(Str), givenName: Optional(Str), familyName: Optional(Str) });
const Email = Type.Object({ value: Str, type: Str, primary: Type.Boolean() });
const Address = Type.Object({ type: Str, locality: Str, primary: Type.Boolean() });
const Manager = Type.Object({ value: Str, displayName: Optional(Str) });
const EmployeeExtension = Type.Object({
  shorthand: Str,
  currentPosition: Optional(Str),
  apiUpdateLocked: Type.Boolean(),
});
const Member = Type.Object({ value: Str, display: Optional(Str), type: Str });

/** A User resource as this server presents it in full (see user-mapping.ts). */
export const ScimUser = Type.Object({
  ...Common,
  userName: Str,
  name: Name,
  displayName: Optional(Str),
  title: Optional(Str),
  active: Type.Boolean(),
  emails: Type.Array(Email),
  addresses: Optional(Type.Array(Address)),
  [ENTERPRISE_USER]: Type.Object({
    department: Optional(Str),
    manager: Optional(Reference(Manager.properties)),
  }),
  [EMPLOYEE_EXTENSION]: EmployeeExtension,
  meta: Meta,
});
export type ScimUser = Static<typeof ScimUser>;

/**
 * A User as an answer carries it: the full resource, or the part `attributes`/`excludedAttributes` asked for
 * (only schemas and id are always there).
 */
export const ScimUserAnswer = Type.Object({
  ...Common,
  userName: Optional(Str),
  name: Optional(Name),
  displayName: Optional(Str),
  title: Optional(Str),
  active: Optional(Type.Boolean()),
  emails: Optional(Type.Array(Type.Partial(Email))),
  addresses: Optional(Type.Array(Type.Partial(Address))),
  [ENTERPRISE_USER]: Optional(
    Type.Object({
      department: Optional(Str),
      manager: Optional(Reference(Type.Partial(Manager).properties)),
    }),
  ),
  [EMPLOYEE_EXTENSION]: Optional(Type.Partial(EmployeeExtension)),
  meta: Optional(Type.Partial(Meta)),
});
export type ScimUserAnswer = Static<typeof ScimUserAnswer>;

/** A ListResponse of Users. */
export const ScimUserList = ListResponse(ScimUserAnswer);
export type ScimUserList = Static<typeof ScimUserList>;

/** A Group resource (RFC 7643 §4.2) in full: its members are Users. */
export const ScimGroup = Type.Object({
  ...Common,
  displayName: Str,
  members: Type.Array(Reference(Member.properties)),
  meta: Meta,
});
export type ScimGroup = Static<typeof ScimGroup>;

/** A Group as an answer carries it (see ScimUserAnswer). */
export const ScimGroupAnswer = Type.Object({
  ...Common,
  displayName: Optional(Str),
  members: Optional(Type.Array(Reference(Type.Partial(Member).properties))),
  meta: Optional(Type.Partial(Meta)),
});
export type ScimGroupAnswer = Static<typeof ScimGroupAnswer>;

/** A ListResponse of Groups. */
export const ScimGroupList = ListResponse(ScimGroupAnswer);
export type ScimGroupList = Static<typeof ScimGroupList>;

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

// ---- the group-to-role mapping (under /api, full administrators) ----

/** One mapping: members of the SCIM group of this name (compared without case) hold these roles. */
export const ScimGroupRoleMapping = Type.Object(
  {
    group: Type.String({ minLength: 1, maxLength: SCIM_GROUP_NAME_MAX_LENGTH, pattern: '\\S' }),
    roles: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type ScimGroupRoleMapping = Static<typeof ScimGroupRoleMapping>;

/** PUT /api/scim-group-roles: the organization's whole mapping. */
export const ScimGroupRolesBody = Type.Object(
  { mappings: Type.Array(ScimGroupRoleMapping, { maxItems: SCIM_GROUP_ROLE_MAPPINGS_MAX }) },
  { additionalProperties: false },
);
export type ScimGroupRolesBody = Static<typeof ScimGroupRolesBody>;

/** GET and PUT /api/scim-group-roles: the mapping, the role names it may use and the groups provisioned so far. */
export const ScimGroupRoles = Type.Object({
  mappings: Type.Array(ScimGroupRoleMapping),
  roleNames: Type.Array(Str),
  groups: Type.Array(Type.Object({ id: Type.Integer(), displayName: Str, memberCount: Type.Integer() })),
});
export type ScimGroupRoles = Static<typeof ScimGroupRoles>;
