import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { parse, type Filter } from 'scim2-parse-filter';
import { SCIM_FILTER_MAX_LENGTH } from '../../../engine/scim';
import { scimBadRequest } from './scim-errors';
import { CORE_GROUP, CORE_USER, EMPLOYEE_EXTENSION, ENTERPRISE_USER } from '../../../engine/scim/urns';

type Kind = 'text' | 'textNoCase' | 'boolean' | 'time' | 'id' | 'constant';
type Column = { kind: Kind; expr: RawBuilder<unknown> };

type Attributes = Record<string, Column>;

const ref = (column: string) => sql.ref(`u.${column}`);
const groupRef = (column: string) => sql.ref(`g.${column}`);
const text = (column: string): Column => ({ kind: 'text', expr: sql`coalesce(${ref(column)}, '')` });
const textNoCase = (column: string): Column => ({ kind: 'textNoCase', expr: sql`lower(${ref(column)})` });

/** The User attributes a filter may name (lower case, without the core URN), and what each is in SQL. */
const USER_ATTRIBUTES: Attributes = {
  id: { kind: 'id', expr: sql`${ref('id')}::text` },
  externalid: text('external_id'),
  username: { kind: 'textNoCase', expr: sql`lower(coalesce(${ref('scim_user_name')}, ${ref('email')}))` },
  'emails.value': textNoCase('email'),
  emails: textNoCase('email'),
  'emails.type': { kind: 'constant', expr: sql`'work'` },
  active: { kind: 'boolean', expr: ref('active') },
  'name.givenname': textNoCase('first_name'),
  'name.familyname': textNoCase('last_name'),
  displayname: {
    kind: 'textNoCase',
    expr: sql`lower(coalesce(${ref('scim_display_name')}, trim(${ref('first_name')} || ' ' || ${ref('last_name')})))`,
  },
  title: textNoCase('position'),
  'addresses.locality': textNoCase('location'),
  'meta.created': { kind: 'time', expr: ref('created_at') },
  'meta.lastmodified': { kind: 'time', expr: ref('updated_at') },
  [`${ENTERPRISE_USER}:department`.toLowerCase()]: textNoCase('hierarchy'),
  [`${ENTERPRISE_USER}:manager.value`.toLowerCase()]: {
    kind: 'id',
    expr: sql`coalesce(${ref('supervisor_id')}::text, '')`,
  },
  [`${ENTERPRISE_USER}:manager`.toLowerCase()]: {
    kind: 'id',
    expr: sql`coalesce(${ref('supervisor_id')}::text, '')`,
  },
  [`${EMPLOYEE_EXTENSION}:shorthand`.toLowerCase()]: textNoCase('shorthand'),
  [`${EMPLOYEE_EXTENSION}:currentposition`.toLowerCase()]: textNoCase('current_position'),
};

/** The Group attributes a filter may name (alias `g`). */
const GROUP_ATTRIBUTES: Attributes = {
  id: { kind: 'id', expr: sql`${groupRef('id')}::text` },
  externalid: { kind: 'text', expr: sql`coalesce(${groupRef('external_id')}, '')` },
  displayname: { kind: 'textNoCase', expr: sql`lower(${groupRef('display_name')})` },
  'meta.created': { kind: 'time', expr: groupRef('created_at') },
  'meta.lastmodified': { kind: 'time', expr: groupRef('updated_at') },
};

function columnOf(attributes: Attributes, attrPath: string, prefix: string): Column {
  let name = attrPath.toLowerCase();
  for (const core of [CORE_USER, CORE_GROUP])
    if (name.startsWith(`${core.toLowerCase()}:`)) name = name.slice(core.length + 1);
  const column = attributes[prefix + name];
  if (!column) throw scimBadRequest('invalidFilter', `Filtering by "${attrPath}" is not supported.`);
  return column;
}

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const SQL_OPERATORS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

function comparison(column: Column, op: Exclude<Filter['op'], 'and' | 'or' | 'not' | '[]'>, value: unknown) {
  if (op === 'pr')
    return column.kind === 'boolean' || column.kind === 'time'
      ? sql<SqlBool>`true`
      : sql<SqlBool>`${column.expr} <> ''`;
  if (column.kind === 'boolean') {
    if (typeof value !== 'boolean' || (op !== 'eq' && op !== 'ne'))
      throw scimBadRequest('invalidFilter', 'A boolean attribute compares with eq or ne to true or false.');
    return op === 'eq' ? sql<SqlBool>`${column.expr} = ${value}` : sql<SqlBool>`${column.expr} <> ${value}`;
  }
  if (column.kind === 'time') {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value)) || !(op in SQL_OPERATORS))
      throw scimBadRequest(
        'invalidFilter',
        'A date attribute compares with eq, ne, gt, ge, lt or le to a date.',
      );
    const operator = sql.raw(SQL_OPERATORS[op as keyof typeof SQL_OPERATORS]);
    return sql<SqlBool>`${column.expr} ${operator} ${new Date(value).toISOString()}::timestamptz`;
  }
  if (typeof value !== 'string')
    throw scimBadRequest('invalidFilter', 'A text attribute compares to a quoted string.');
  const compared = column.kind === 'textNoCase' || column.kind === 'constant' ? value.toLowerCase() : value;
  if (op === 'co' || op === 'sw' || op === 'ew') {
    const pattern = `${op === 'sw' ? '' : '%'}${likeEscaped(compared)}${op === 'ew' ? '' : '%'}`;
    return sql<SqlBool>`${column.expr} like ${pattern} escape '\\'`;
  }
  const operator = sql.raw(SQL_OPERATORS[op]);
  return sql<SqlBool>`${column.expr} ${operator} ${compared}`;
}

function translate(f: Filter, prefix: string, attributes: Attributes): RawBuilder<SqlBool> {
  switch (f.op) {
    case 'and':
    case 'or':
      return sql<SqlBool>`(${sql.join(
        f.filters.map((part) => translate(part, prefix, attributes)),
        sql.raw(` ${f.op} `),
      )})`;
    case 'not':
      return sql<SqlBool>`not (${translate(f.filter, prefix, attributes)})`;
    case '[]': {
      if (prefix) throw scimBadRequest('invalidFilter', 'A value filter cannot hold another.');
      const attribute = f.attrPath.toLowerCase();
      if (attributes !== USER_ATTRIBUTES || (attribute !== 'emails' && attribute !== 'addresses'))
        throw scimBadRequest('invalidFilter', `"${f.attrPath}" has no value filter.`);
      return translate(f.valFilter, `${attribute}.`, attributes);
    }
    case 'pr':
      if (prefix === 'emails.' && f.attrPath.toLowerCase() === 'primary') return sql<SqlBool>`true`;
      if (prefix === 'addresses.' && f.attrPath.toLowerCase() === 'type') return sql<SqlBool>`true`;
      return comparison(columnOf(attributes, f.attrPath, prefix), 'pr', null);
    default:
      if (prefix === 'emails.' && f.attrPath.toLowerCase() === 'primary')
        return f.op === 'eq' && f.compValue === true ? sql<SqlBool>`true` : sql<SqlBool>`false`;
      if (prefix === 'addresses.' && f.attrPath.toLowerCase() === 'type')
        return comparison({ kind: 'constant', expr: sql`'work'` }, f.op, f.compValue);
      return comparison(columnOf(attributes, f.attrPath, prefix), f.op, f.compValue);
  }
}

/**
 * Parses a filter of a list request (RFC 7644 §3.4.2.2) and answers it as an SQL condition over the employees
 * (alias `u`): userName, externalId, id, active, names, title, e-mail, location, department, manager, the
 * product extension and meta dates; eq ne co sw ew gt ge lt le pr, and or not, emails[...] value filters.
 * Texts compare without case except externalId and id. For Groups (alias `g`): id, externalId, displayName and
 * the meta dates. A malformed filter or an unsupported attribute throws 400 invalidFilter.
 */
export function filterCondition(
  filterText: string,
  resource: 'User' | 'Group' = 'User',
): RawBuilder<SqlBool> {
  if (filterText.length > SCIM_FILTER_MAX_LENGTH)
    throw scimBadRequest('invalidFilter', `A filter may be ${SCIM_FILTER_MAX_LENGTH} characters long.`);
  let parsed: Filter;
  try {
    parsed = parse(filterText);
  } catch {
    throw scimBadRequest('invalidFilter', 'The filter is malformed.');
  }
  return translate(parsed, '', resource === 'User' ? USER_ATTRIBUTES : GROUP_ATTRIBUTES);
}
