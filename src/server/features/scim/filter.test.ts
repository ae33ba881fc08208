import { PostgresQueryCompiler, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { filterCondition } from './filter';
import { ScimError } from './scim-errors';

const compiled = (condition: RawBuilder<unknown>) => {
  const query = condition.compile({
    getExecutor: () => ({
      compileQuery: (node: Parameters<PostgresQueryCompiler['compileQuery']>[0]) =>
        new PostgresQueryCompiler().compileQuery(node, { queryId: 'q' } as never),
      transformQuery: (node: unknown) => node,
    }),
  } as never);
  return { sql: query.sql, parameters: query.parameters };
};

const scimTypeOf = (filter: string) => {
  try {
    filterCondition(filter);
  } catch (error) {
    if (error instanceof ScimError) return error.scimType;
    throw error;
  }
  return 'no error';
};

describe('filterCondition', () => {
  it('compares userName without case, externalId exactly, and combines with and/or/not', () => {
    expect(compiled(filterCondition('userName eq "Anna@Firma.example"'))).toEqual({
      sql: 'lower(coalesce("u"."scim_user_name", "u"."email")) = $1',
      parameters: ['anna@firma.example'],
    });
    expect(compiled(filterCondition('externalId eq "AbC"'))).toEqual({
      sql: `coalesce("u"."external_id", '') = $1`,
      parameters: ['AbC'],
    });
    expect(compiled(filterCondition('not (active eq true) or title sw "Ber%"')).sql).toBe(
      `(not ("u"."active" = $1) or lower("u"."position") like $2 escape '\\')`,
    );
    expect(compiled(filterCondition('title sw "Ber%"')).parameters).toEqual(['ber\\%%']);
    expect(compiled(filterCondition('emails[type eq "work" and value co "@x"]')).sql).toBe(
      `('work' = $1 and lower("u"."email") like $2 escape '\\')`,
    );
  });

  it('refuses malformed filters, unsupported attributes and mismatched values with invalidFilter', () => {
    for (const filter of [
      'userName eq',
      'userName eq "a" and',
      'nickName eq "a"',
      'active eq "yes"',
      'userName eq true',
      'meta.created gt "not a date"',
      'phoneNumbers[type eq "work"]',
      'x'.repeat(1001),
    ])
      expect(scimTypeOf(filter), filter).toBe('invalidFilter');
  });
});
