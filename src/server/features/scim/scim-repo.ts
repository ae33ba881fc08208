import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database, UsersTable, UserUpdate } from '../../db/database';
import type { EmployeeValues, ScimUserRow } from './user-mapping';
import { rowOfOrganization } from '../../db/organization-row';

type Db = Kysely<Database> | Transaction<Database>;

/** The employee columns SCIM presents, with the supervisor's name (deleted employees included). */
function selectAllUsers(db: Db, organizationId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as m', (join) =>
      join.onRef('m.id', '=', 'u.supervisor_id').on('m.organization_id', '=', organizationId),
    )
    .where('u.organization_id', '=', organizationId)
    .select([
      'u.id',
      'u.external_id',
      'u.scim_user_name',
      'u.scim_display_name',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.shorthand',
      'u.position',
      'u.current_position',
      'u.hierarchy',
      'u.location',
      'u.supervisor_id',
      'u.active',
      'u.is_api_update_locked',
      'u.created_at',
      'm.first_name as manager_first_name',
      'm.last_name as manager_last_name',
    ])
    .select((eb) => eb.ref('u.updated_at').$castTo<Date>().as('updated_at'));
}

/** The employees SCIM sees: not deleted through SCIM. */
const selectUsers = (db: Db, organizationId: number) =>
  selectAllUsers(db, organizationId).where('u.scim_deleted_at', 'is', null);

/** A user's SCIM userName in SQL: the one sent, else the e-mail. */
export const userNameSql = sql<string>`coalesce(u.scim_user_name, u.email)`;

/** An employee of the organization by id; undefined for none (or another organization's). */
export function findScimUser(db: Db, organizationId: number, id: number): Promise<ScimUserRow | undefined> {
  return selectUsers(db, organizationId).where('u.id', '=', id).executeTakeFirst();
}

/** The same, locking the employee's row until the transaction ends (a change reads, decides, writes). */
export async function lockScimUser(
  trx: Transaction<Database>,
  organizationId: number,
  id: number,
): Promise<ScimUserRow | undefined> {
  return (await lockUserRow(trx, organizationId, id)) ? findScimUser(trx, organizationId, id) : undefined;
}

/** Locks an employee's row (deleted through SCIM or not) until the transaction ends; false for none. */
export async function lockUserRow(trx: Transaction<Database>, organizationId: number, id: number) {
  const locked = await trx
    .selectFrom('users')
    .select('id')
    .where(rowOfOrganization(organizationId, id))
    .forUpdate()
    .executeTakeFirst();
  return locked !== undefined;
}

/** One page of the organization's employees matching a condition (in id order), and how many match. */
export async function listScimUsers(
  db: Db,
  organizationId: number,
  condition: RawBuilder<SqlBool> | null,
  page: { offset: number; limit: number },
): Promise<{ rows: ScimUserRow[]; total: number }> {
  const where = condition ?? sql<SqlBool>`true`;
  const counted = await db
    .selectFrom('users as u')
    .where('u.organization_id', '=', organizationId)
    .where('u.scim_deleted_at', 'is', null)
    .where(where)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows =
    page.limit === 0
      ? []
      : await selectUsers(db, organizationId)
          .where(where)
          .orderBy('u.id')
          .offset(page.offset)
          .limit(page.limit)
          .execute();
  return { rows, total: Number(counted.total) };
}

/**
 * Serializes the provisioning changes of one organization until the transaction ends, so that two requests
 * cannot both take the same userName or shorthand (the table has no unique e-mail).
 */
export async function lockOrganizationProvisioning(trx: Transaction<Database>, organizationId: number) {
  await sql`select pg_advisory_xact_lock(hashtext('scim-provisioning'), ${organizationId})`.execute(trx);
}

/**
 * The employee a DELETE took out of provisioning that a new POST names again: by externalId when both have one,
 * else by userName (without case) when at most one of them has an externalId. Undefined for none.
 */
export async function findDeletedMatch(
  trx: Transaction<Database>,
  organizationId: number,
  externalId: string | null,
  userName: string,
): Promise<ScimUserRow | undefined> {
  const deleted = () => selectAllUsers(trx, organizationId).where('u.scim_deleted_at', 'is not', null);
  if (externalId !== null) {
    const byExternal = await deleted()
      .where('u.external_id', '=', externalId)
      .orderBy('u.id')
      .executeTakeFirst();
    if (byExternal) return byExternal;
  }
  let byName = deleted().where(sql<SqlBool>`lower(${userNameSql}) = ${userName.toLowerCase()}`);
  if (externalId !== null) byName = byName.where('u.external_id', 'is', null);
  return byName.orderBy('u.id').executeTakeFirst();
}

/** Whether another employee of the organization has this SCIM userName (compared without case). */
export async function userNameTaken(
  db: Db,
  organizationId: number,
  userName: string,
  exceptId: number | null,
) {
  let query = db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.organization_id', '=', organizationId)
    .where(sql<SqlBool>`lower(${userNameSql}) = ${userName.toLowerCase()}`);
  if (exceptId !== null) query = query.where('u.id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The field and value of the latest history entry of each of these fields of an employee, with whether it was
 * applied: a refused change asked again and again is recorded once.
 */
export async function latestHistory(
  db: Db,
  organizationId: number,
  userId: number,
  fields: readonly string[],
): Promise<Map<string, { newValue: string | null; applied: boolean }>> {
  if (fields.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_history')
    .distinctOn('field')
    .select(['field', 'new_value', 'applied'])
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .where('field', 'in', fields)
    .orderBy('field')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.field, { newValue: r.new_value, applied: r.applied }]));
}

/** Whether another employee of the organization has this e-mail (compared without case). */
export async function emailTaken(db: Db, organizationId: number, email: string, exceptId: number | null) {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<SqlBool>`lower(email) = ${email.toLowerCase()}`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The organization's shorthands that start with `prefix` (upper case), to find a free one. */
export async function shorthandsStartingWith(
  db: Db,
  organizationId: number,
  prefix: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('users')
    .select('shorthand')
    .where('organization_id', '=', organizationId)
    .where(
      sql<SqlBool>`upper(shorthand) like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
    )
    .execute();
  return new Set(rows.map((r) => r.shorthand.toUpperCase()));
}

/** Whether another employee of the organization has this shorthand (compared without case). */
export async function shorthandTaken(
  db: Db,
  organizationId: number,
  shorthand: string,
  exceptId: number | null,
) {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<SqlBool>`upper(shorthand) = ${shorthand.toUpperCase()}`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether the id names an employee of the organization that SCIM sees (not deleted through SCIM). */
export async function userExists(db: Db, organizationId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(rowOfOrganization(organizationId, id))
    .where('scim_deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Creates a provisioned employee and answers its id. */
export async function insertScimUser(
  trx: Transaction<Database>,
  values: EmployeeValues & {
    organizationId: number;
    subject: string;
    externalId: string | null;
    userName: string;
    displayName: string | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      organization_id: values.organizationId,
      subject: values.subject,
      shorthand: values.shorthand,
      external_id: values.externalId,
      scim_user_name: values.userName,
      scim_display_name: values.displayName,
      email: values.email,
      first_name: values.firstName,
      last_name: values.lastName,
      position: values.position,
      current_position: values.currentPosition,
      hierarchy: values.hierarchy,
      location: values.location,
      supervisor_id: values.supervisorId,
      active: values.active,
      roles: JSON.stringify([]),
      language_key: 'de-DE',
      theme_mode: 'light',
      can_be_impersonated: true,
      picture: null,
      mentor_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes changed columns of an employee (and its updated_at). */
export async function updateScimUser(
  trx: Transaction<Database>,
  organizationId: number,
  id: number,
  update: UserUpdate,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ ...update, updated_at: sql<UsersTable['created_at']>`now()` })
    .where(rowOfOrganization(organizationId, id))
    .execute();
}
