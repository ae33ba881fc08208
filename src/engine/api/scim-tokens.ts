import { Type, type Static } from 'typebox';
import { SCIM_TOKEN_NAME_MAX_LENGTH } from '../scim';
import { NullablePersonRef, RowId } from './common';

/** The request and response schemas of the provisioning token routes, each with its type of the same name. */

export const CreateScimTokenBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: SCIM_TOKEN_NAME_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type CreateScimTokenBody = Static<typeof CreateScimTokenBody>;

export const ScimTokenIdParams = Type.Object({ id: RowId }, { additionalProperties: false });
export type ScimTokenIdParams = Static<typeof ScimTokenIdParams>;

const Time = Type.String({ format: 'date-time' });

/** A provisioning token without its secret. */
export const ScimToken = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  createdAt: Time,
  createdBy: NullablePersonRef,
  lastUsedAt: Type.Union([Time, Type.Null()]),
  revokedAt: Type.Union([Time, Type.Null()]),
});
export type ScimToken = Static<typeof ScimToken>;

/** GET /scim-tokens: the tokens, newest first, and where the SCIM endpoint is. */
export const ScimTokenList = Type.Object({
  baseUrl: Type.String(),
  result: Type.Array(ScimToken),
});
export type ScimTokenList = Static<typeof ScimTokenList>;

/** POST /scim-tokens: the new token with its secret, shown this once. */
export const CreatedScimToken = Type.Object({
  token: ScimToken,
  secret: Type.String(),
  baseUrl: Type.String(),
});
export type CreatedScimToken = Static<typeof CreatedScimToken>;
