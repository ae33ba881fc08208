import { ScimGroupAnswer, ScimGroupBody, ScimGroupList } from '../../../engine/api/scim';
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from './group-service';
import { scimResourceRoutes } from './resource-routes';

/**
 * The /Groups routes (RFC 7644 §3): an identity system assigns the product's roles by group membership; the
 * organization maps group names to roles on the provisioning page.
 */
export const groupRoutes = scimResourceRoutes({
  path: '/Groups',
  schemas: { answer: ScimGroupAnswer, list: ScimGroupList, body: ScimGroupBody },
  summaries: {
    list: 'List groups: filter (displayName eq "..."), paging, attributes (excludedAttributes=members)',
    search: 'List groups, the query in the body (a SearchRequest)',
    get: 'A group with its members',
    create: 'Create a group; its members hold the roles mapped to its name',
    replace: 'Replace what a group body sends (name, members)',
    patch: 'Change a group: rename, add or remove members',
    remove: 'Delete a group; its members lose the roles only it gave',
  },
  service: {
    list: listGroups,
    get: getGroup,
    create: createGroup,
    replace: replaceGroup,
    patch: patchGroup,
    remove: deleteGroup,
  },
});
