import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A SCIM group of an organization (migration 0022): its members may hold roles by the group's name. */
export interface ScimGroupsTable {
  id: Generated<number>;
  organization_id: number;
  display_name: string;
  external_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One employee in one SCIM group. */
export interface ScimGroupMembersTable {
  group_id: number;
  user_id: number;
}

declare module '../../db/database' {
  interface Database {
    scim_groups: ScimGroupsTable;
    scim_group_members: ScimGroupMembersTable;
  }
}
