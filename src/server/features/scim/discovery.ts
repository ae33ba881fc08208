import { SCIM_PAGE_MAX_SIZE } from '../../../engine/scim';
import {
  CORE_GROUP,
  CORE_USER,
  EMPLOYEE_EXTENSION,
  ENTERPRISE_USER,
  RESOURCE_TYPE,
  SCHEMA,
  SERVICE_PROVIDER_CONFIG,
} from '../../../engine/scim/urns';

/** The discovery documents of RFC 7644 §4 (ServiceProviderConfig, ResourceTypes, Schemas). Pure. */

type AttributeOptions = {
  type?: 'string' | 'boolean' | 'complex' | 'reference' | 'dateTime';
  multiValued?: boolean;
  required?: boolean;
  caseExact?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  uniqueness?: 'none' | 'server' | 'global';
  referenceTypes?: string[];
  subAttributes?: Attribute[];
};
type Attribute = Record<string, unknown>;

function attribute(name: string, description: string, options: AttributeOptions = {}): Attribute {
  const { subAttributes, referenceTypes, ...rest } = options;
  return {
    name,
    type: 'string',
    multiValued: false,
    description,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    ...rest,
    ...(referenceTypes ? { referenceTypes } : {}),
    ...(subAttributes ? { subAttributes } : {}),
  };
}

const userAttributes = [
  attribute(
    'userName',
    "The identity system's name of the employee (e.g. the userPrincipalName), unique in the organization; kept as sent. The work e-mail comes from emails, or from userName when no e-mail is sent and userName is one.",
    { required: true, uniqueness: 'server' },
  ),
  attribute('name', "The employee's name; givenName and familyName are required.", {
    type: 'complex',
    required: true,
    subAttributes: [
      attribute('formatted', 'Given and family name.', { mutability: 'readOnly' }),
      attribute('givenName', 'First name (required).', { required: true }),
      attribute('familyName', 'Last name (required).', { required: true }),
    ],
  }),
  attribute('displayName', 'The name to display; kept as sent, given and family name when none was sent.'),
  attribute('title', "The employee's position."),
  attribute('active', 'false: deactivated (the employee stays, with history and processes).', {
    type: 'boolean',
  }),
  attribute(
    'emails',
    'The work e-mail (type work, else the primary); one is kept, other types are ignored.',
    {
      type: 'complex',
      multiValued: true,
      subAttributes: [
        attribute('value', 'The address.'),
        attribute('type', 'work.'),
        attribute('primary', 'true.', { type: 'boolean' }),
      ],
    },
  ),
  attribute('addresses', "The work address; its locality is the employee's location.", {
    type: 'complex',
    multiValued: true,
    subAttributes: [
      attribute('type', 'work.'),
      attribute('locality', "The employee's location."),
      attribute('primary', 'true.', { type: 'boolean' }),
    ],
  }),
];

const enterpriseAttributes = [
  attribute('department', "The employee's hierarchy (organizational unit)."),
  attribute('manager', "The employee's supervisor.", {
    type: 'complex',
    subAttributes: [
      attribute('value', "The supervisor's id.", { caseExact: true }),
      attribute('$ref', "The supervisor's URI; names the supervisor when value is not sent.", {
        type: 'reference',
        referenceTypes: ['User'],
      }),
      attribute('displayName', "The supervisor's name.", { mutability: 'readOnly' }),
    ],
  }),
];

const employeeAttributes = [
  attribute('shorthand', "The employee's shorthand; derived from the name when not given.", {
    uniqueness: 'server',
  }),
  attribute('currentPosition', "The employee's current position."),
  attribute('apiUpdateLocked', 'true: provisioning changes to this employee are refused and recorded.', {
    type: 'boolean',
    mutability: 'readOnly',
  }),
];

const schemaDocument = (
  id: string,
  name: string,
  description: string,
  attributes: unknown[],
  baseUrl: string,
) => ({
  schemas: [SCHEMA],
  id,
  name,
  description,
  attributes,
  meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` },
});

const groupAttributes = [
  attribute('displayName', "The group's name, unique in the organization; the role mapping names it.", {
    required: true,
    uniqueness: 'server',
  }),
  attribute('members', 'The Users in the group.', {
    type: 'complex',
    multiValued: true,
    subAttributes: [
      attribute('value', "The User's id.", { caseExact: true, mutability: 'immutable' }),
      attribute('$ref', "The User's URI.", {
        type: 'reference',
        referenceTypes: ['User'],
        mutability: 'immutable',
      }),
      attribute('display', "The User's name.", { mutability: 'readOnly' }),
      attribute('type', 'User.', { mutability: 'immutable' }),
    ],
  }),
];

/** Pure. The schemas: User core, enterprise extension, the product's extension, and Group. */
export function scimSchemas(baseUrl: string) {
  return [
    schemaDocument(CORE_USER, 'User', 'An employee', userAttributes, baseUrl),
    schemaDocument(
      ENTERPRISE_USER,
      'EnterpriseUser',
      'Enterprise attributes of an employee',
      enterpriseAttributes,
      baseUrl,
    ),
    schemaDocument(
      EMPLOYEE_EXTENSION,
      'Employee',
      'Attributes of the feedback product',
      employeeAttributes,
      baseUrl,
    ),
    schemaDocument(
      CORE_GROUP,
      'Group',
      'A group of employees; the organization maps group names to roles',
      groupAttributes,
      baseUrl,
    ),
  ];
}

/** Pure. The resource types: User, with both extensions (not required), and Group. */
export function resourceTypes(baseUrl: string) {
  return [userResourceType(baseUrl), groupResourceType(baseUrl)];
}

function groupResourceType(baseUrl: string) {
  return {
    schemas: [RESOURCE_TYPE],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: 'A group of employees; its members hold the roles the organization maps to its name',
    schema: CORE_GROUP,
    schemaExtensions: [],
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
  };
}

function userResourceType(baseUrl: string) {
  return {
    schemas: [RESOURCE_TYPE],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'An employee of the organization',
    schema: CORE_USER,
    schemaExtensions: [
      { schema: ENTERPRISE_USER, required: false },
      { schema: EMPLOYEE_EXTENSION, required: false },
    ],
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  };
}

/** Pure. What this service provider supports (RFC 7643 §5). */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SERVICE_PROVIDER_CONFIG],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_PAGE_MAX_SIZE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A provisioning token a full administrator creates on the Provisioning page.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}
