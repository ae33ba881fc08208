import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * The condition that picks one row of one organization, `organization_id = $1 and id = $2`, of `table` (its
 * name or alias) where the query reads more than one: an id of another organization finds nothing, and a
 * write by id changes nothing there.
 */
export function rowOfOrganization(
  organizationId: number,
  id: number | string,
  table?: string,
): Expression<SqlBool> {
  const column = (name: string) => sql.ref(table === undefined ? name : `${table}.${name}`);
  return sql<SqlBool>`${column('organization_id')} = ${organizationId} and ${column('id')} = ${id}`;
}
