import { describe, expect, it } from 'vitest';
import { routeSchemaCompilers } from '../../src/server/plugins/route-schema-compilers';
import { PDF, buildPdpOrg, createPdp, multipart } from './pdp-helpers';
import { client } from './helpers/process-factories';
import { openSignIn } from './helpers/sign-in';
import { demoAdminHeaders } from './helpers/demo-data';
import { useTestApp } from './helpers/use-test-app';

/** Classes of client input that could reach the database answer a 4xx problem, never a 500. */
const { t } = useTestApp();

const expectProblem = (res: { statusCode: number; json: () => unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ statusCode: status, code: expect.any(String) });
};

describe('shared bounds of every route schema', () => {
  it('refuses ids beyond 32 bits, Infinity and 1e308 as 400', async () => {
    const h = await demoAdminHeaders(t);
    for (const id of ['2147483648', 'Infinity', '1e308', '-1', '9007199254740993'])
      expectProblem(await t.app.inject({ url: `/api/Forms/${id}`, headers: h }), 400);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/Forms/copy',
      headers: { ...h, 'content-type': 'application/json' },
      payload: '{"id":1e308}',
    });
    expectProblem(body, 400);
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/api/Forms/copy',
      headers: { ...h, 'content-type': 'application/json' },
      payload: '{"id":1e999}',
    });
    expectProblem(infinite, 400);
  });

  it('gives integers without bounds of their own the 32-bit range', async () => {
    const { validatorCompiler } = routeSchemaCompilers();
    const schema = {
      type: 'object',
      properties: { n: { type: 'integer' }, big: { type: 'integer', maximum: 2 ** 40 } },
    };
    for (const httpPart of ['body', 'querystring']) {
      const validate = validatorCompiler({ schema, httpPart });
      expect(validate({ n: 2 ** 31 - 1 })).toBe(true);
      expect(validate({ n: -(2 ** 31) })).toBe(true);
      expect(validate({ n: 2 ** 31 })).toBe(false);
      expect(validate({ n: -(2 ** 31) - 1 })).toBe(false);
      expect(validate({ n: 1e308 })).toBe(false);
      // a schema's own bound stays
      expect(validate({ big: 2 ** 35 })).toBe(true);
    }
    const h = await demoAdminHeaders(t);
    // /api/Process/{type}: an integer without a maximum in its schema
    expectProblem(await t.app.inject({ url: '/api/Process/2147483648', headers: h }), 400);
    expectProblem(await t.app.inject({ url: '/api/Talkrounds?processType=99999999999', headers: h }), 400);
  });

  it('refuses a NUL character in any string: path, query and body', async () => {
    const h = await demoAdminHeaders(t);
    expectProblem(await t.app.inject({ url: '/api/fulltextsearch/ab%00cd', headers: h }), 400);
    expectProblem(await t.app.inject({ url: '/api/Theme/Colors/demo%00', headers: h }), 400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Session/SetLanguage',
      headers: h,
      payload: { userId: 'a\u0000', language: 'de-DE\u0000' },
    });
    expectProblem(res, 400);
    const messages = (res.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain('must not contain a NUL character');
  });
});

describe('empty lists', () => {
  it('an empty IN list selects nothing and NOT IN an empty list everything, instead of a syntax error', async () => {
    const none = await t.app.db.selectFrom('users').select('id').where('id', 'in', []).execute();
    expect(none).toEqual([]);
    const all = await t.app.db.selectFrom('users').select('id').where('id', 'not in', []).execute();
    const count = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
  });
});

describe('malformed multipart bodies of the PDP upload', () => {
  it('answers 4xx for a missing or wrong boundary and a truncated body, and stores nothing', async () => {
    const org = await buildPdpOrg(t);
    await createPdp(t, org.employee);
    const good = multipart([{ name: 'plan.pdf', content: PDF }]);
    const boundary = good.headers['content-type'].split('boundary=')[1];
    const bodies: { type: string; payload: Buffer | string }[] = [
      { type: 'multipart/form-data', payload: good.payload },
      { type: 'multipart/form-data; boundary=other', payload: good.payload },
      { type: good.headers['content-type'], payload: good.payload.subarray(0, good.payload.length - 30) },
      { type: good.headers['content-type'], payload: `--${boundary}\r\nContent-Disposition: form-data` },
      { type: good.headers['content-type'], payload: 'no parts at all' },
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Pdp',
        headers: { ...org.employee.headers, 'content-type': body.type },
        payload: body.payload,
      });
      const what = `${body.type} ${String(body.payload).slice(-40)} -> ${res.body}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(res.json().code).toEqual(expect.any(String));
    }
    const pdp = (await client(t, org.employee).get('/api/Pdp')).json();
    expect(pdp.documents ?? pdp.document ?? null).toBeFalsy();
  });
});

describe('the sign-in form', () => {
  it('answers a JSON body, or no body, with the form and 400, not 500', async () => {
    const { host, cookie, interaction } = await openSignIn(t);
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ email: 'anna.admin@demo.example', password: 'demo' })],
      ['application/json', '{'],
      ['application/json', '"text"'],
      ['text/plain', 'email=x'],
      ['application/x-www-form-urlencoded', 'email[]=a&email[]=b&password=x'],
      ['application/x-www-form-urlencoded', 'email=a%00b&password=x'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${interaction}/login`,
        headers: { host, cookie, 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type} ${payload}`).toBeLessThan(500);
    }
  });
});
