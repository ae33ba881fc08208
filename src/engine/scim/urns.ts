/** The schema and message URNs of RFC 7643/7644 this server speaks, and its own extension. */
export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
/** The product's extension: shorthand, current position and the (read-only) API lock of an employee. */
export const EMPLOYEE_EXTENSION = 'urn:ietf:params:scim:schemas:extension:dpt:2.0:User';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SEARCH_REQUEST = 'urn:ietf:params:scim:api:messages:2.0:SearchRequest';
export const SERVICE_PROVIDER_CONFIG = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
export const RESOURCE_TYPE = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
export const SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** The extension schemas a User carries (the core schema's attributes sit at the top level). */
export const USER_EXTENSIONS = [ENTERPRISE_USER, EMPLOYEE_EXTENSION] as const;
