import { expect } from 'vitest';
import type { ScimUser } from '../../../src/engine/api/scim';
import { buildOrg, buildUser } from './factories';
import type { TestApp } from './test-app';

export const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const EMPLOYEE = 'urn:ietf:params:scim:schemas:extension:dpt:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SEARCH = 'urn:ietf:params:scim:api:messages:2.0:SearchRequest';

type Answer = { statusCode: number; json: () => unknown; headers: Record<string, unknown>; body: string };

/** A SCIM error answer: the status, the SCIM error message, and its scimType when given. */
export function expectScimError(res: Answer, status: number, scimType?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/scim+json');
  const body = res.json() as { schemas: string[]; status: string; scimType?: string; detail: string };
  expect(body.schemas).toEqual([ERROR]);
  expect(body.status).toBe(String(status));
  if (scimType) expect(body.scimType, body.detail).toBe(scimType);
  expect(body.detail.length).toBeGreaterThan(0);
}

/** A User body as identity systems POST it, with a name. */
export const newUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  schemas: [CORE, ENTERPRISE],
  userName,
  name: { givenName: 'Greta', familyName: 'Grün' },
  ...extra,
});

/** The SCIM test helpers of a test file's app. */
export function scimHelpers(t: TestApp) {
  /** POST /api/scim-tokens with these headers and body, whatever it answers. */
  const postToken = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/scim-tokens', headers, payload });

  async function createToken(headers: Record<string, string>, name = 'Entra ID') {
    const res = await postToken(headers, { name });
    expect(res.statusCode).toBe(201);
    return res.json() as { token: { id: number; name: string }; secret: string; baseUrl: string };
  }

  /** A SCIM client with a bearer token, sending application/scim+json. */
  function scim(token: string | null) {
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/scim/v2${url}`,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          // identity systems send the media type with and without a charset
          ...(payload === undefined
            ? {}
            : { 'content-type': `application/scim+json${method === 'PATCH' ? '; charset=utf-8' : ''}` }),
        },
        ...(payload === undefined
          ? {}
          : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      });
    return {
      get: (url: string) => call('GET', url),
      post: (url: string, body: unknown) => call('POST', url, body),
      put: (url: string, body: unknown) => call('PUT', url, body),
      patch: (url: string, operations: unknown[]) =>
        call('PATCH', url, { schemas: [PATCH_OP], Operations: operations }),
      rawPatch: (url: string, body: unknown) => call('PATCH', url, body),
      delete: (url: string) => call('DELETE', url),
    };
  }

  /** An organization of its own with a full administrator and a provisioning token. */
  async function provisionedOrg() {
    const org = await buildOrg(t.app.db);
    const admin = await buildUser(t.app.db, { organizationId: org.id, roles: ['dpt.full_admin'] });
    const headers = {
      authorization: `Bearer ${await t.tokenFor(admin.subject)}`,
      'x-organization': org.slug,
    };
    const { secret } = await createToken(headers);
    return { org, admin, headers, client: scim(secret) };
  }

  const historyOf = (userId: number) =>
    t.app.db
      .selectFrom('user_history')
      .select(['field', 'previous_value', 'new_value', 'source', 'changed_by', 'applied'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  /** The stored row of the employee of this SCIM id. */
  const employeeRow = (id: string) =>
    t.app.db.selectFrom('users').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

  /** HR's save of the employee detail (PUT /api/Users): the user's fields as SCIM shows them, with changes. */
  const hrSave = (headers: Record<string, string>, user: ScimUser, changes: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/Users',
      headers,
      payload: {
        id: Number(user.id),
        firstName: user.name.givenName ?? '',
        lastName: user.name.familyName ?? '',
        email: user.emails[0]?.value ?? '',
        shorthand: user[EMPLOYEE].shorthand,
        position: user.title ?? '',
        currentPosition: user[EMPLOYEE].currentPosition ?? '',
        hierarchy: user[ENTERPRISE].department ?? '',
        location: user.addresses?.[0]?.locality ?? '',
        supervisorId: user[ENTERPRISE].manager ? Number(user[ENTERPRISE].manager.value) : null,
        mentorId: null,
        isApiUpdateLocked: user[EMPLOYEE].apiUpdateLocked,
        ...changes,
      },
    });

  return { postToken, createToken, scim, provisionedOrg, historyOf, hrSave, employeeRow };
}
