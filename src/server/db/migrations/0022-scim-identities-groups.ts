import { sql, type Kysely } from 'kysely';

/**
 * SCIM provisioning keeps what identity systems send beside the employee's own fields: the SCIM userName (an
 * Entra userPrincipalName is often not the work e-mail) and displayName, the time a DELETE took the employee out
 * of provisioning (the employee stays, deactivated), and the roles the organization's SCIM groups gave. SCIM
 * groups and their members are kept so that group membership can grant roles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    // null: the e-mail is the userName (employees not created by provisioning)
    .addColumn('scim_user_name', 'text')
    // null: "first last"
    .addColumn('scim_display_name', 'text')
    // set: deleted through SCIM; the identity system no longer sees the employee
    .addColumn('scim_deleted_at', 'timestamptz')
    // the roles SCIM group membership added (a role the employee held anyway is not listed)
    .addColumn('provisioned_roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createIndex('users_org_scim_user_name')
    .on('users')
    .expression(sql`organization_id, lower(coalesce(scim_user_name, email))`)
    .execute();

  await db.schema
    .createTable('scim_groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('scim_groups_org_name')
    .on('scim_groups')
    .unique()
    .expression(sql`organization_id, lower(display_name)`)
    .execute();

  await db.schema
    .createTable('scim_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('scim_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('scim_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('scim_group_members_user').on('scim_group_members').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scim_group_members').execute();
  await db.schema.dropTable('scim_groups').execute();
  await db.schema.dropIndex('users_org_scim_user_name').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('scim_user_name')
    .dropColumn('scim_display_name')
    .dropColumn('scim_deleted_at')
    .dropColumn('provisioned_roles')
    .execute();
}
