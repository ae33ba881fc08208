import { ScimUserAnswer, ScimUserBody, ScimUserList } from '../../../engine/api/scim';
import { scimResourceRoutes } from './resource-routes';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from './scim-service';

/** The /Users routes of the SCIM service provider (RFC 7644 §3): list, search, get, create, replace, patch, delete. */
export const userRoutes = scimResourceRoutes({
  path: '/Users',
  schemas: { answer: ScimUserAnswer, list: ScimUserList, body: ScimUserBody },
  summaries: {
    list: 'List users: filter (userName eq "..."), paging (startIndex, count), attributes',
    search: 'List users, the query in the body (a SearchRequest)',
    get: 'A user',
    create: 'Create a user (or bring back a deleted one it names again)',
    replace: "Replace the attributes a user's body sends (others stay; the API lock refuses changes)",
    patch: 'Change a user with PATCH operations (add, replace, remove)',
    remove: 'Delete a user: deactivated (the employee stays), and gone for SCIM',
  },
  service: {
    list: listUsers,
    get: getUser,
    create: createUser,
    replace: replaceUser,
    patch: patchUser,
    remove: deleteUser,
  },
});
