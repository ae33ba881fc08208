import { beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationRow } from '../../src/server/db/database';
import { buildOrg, buildUser } from './helpers/factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({ config: { seedDemoData: false } });

type Headers = Record<string, string>;
let org: OrganizationRow;
let admin: Headers;
let hr: Headers;
let otherAdmin: Headers;

async function member(o: OrganizationRow, roles: string[]): Promise<Headers> {
  const user = await buildUser(t.app.db, { organizationId: o.id, roles });
  return { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': o.slug };
}
const call = (method: 'GET' | 'PUT', headers: Headers, payload?: object) =>
  t.app.inject({ method, url: '/api/organization/settings', headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  org = await buildOrg(t.app.db);
  admin = await member(org, ['dpt.full_admin']);
  hr = await member(org, ['dpt.user.write', 'dpt.email_history.write', 'dpt.error_log.write']);
  otherAdmin = await member(await buildOrg(t.app.db), ['dpt.full_admin']);
});

describe('/organization/settings', () => {
  it('401 without sign-in, 403 for anyone but full administrators, 400 for a bad address', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/organization/settings',
          headers: { 'x-organization': org.slug },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call('GET', hr)).statusCode).toBe(403);
    expect((await call('PUT', hr, { feedbackMail: 'x@y.example' })).statusCode).toBe(403);
    for (const body of [
      { feedbackMail: 'not an address' },
      { feedbackMail: `${'a'.repeat(250)}@x.example` },
      { feedbackMail: 3 },
      { other: true },
    ]) {
      const res = await call('PUT', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', admin)).json()).toEqual({ feedbackMail: '', reportingAnonymityThreshold: 5 });
  });

  it("stores the feedback address, which the session's top bar link then carries, in this organization only", async () => {
    await t.app.db
      .updateTable('organizations')
      .set({ settings: JSON.stringify({ pdcEdcEnabled: true }) })
      .where('id', '=', org.id)
      .execute();
    const saved = await call('PUT', admin, { feedbackMail: 'feedback@org.example' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ feedbackMail: 'feedback@org.example', reportingAnonymityThreshold: 5 });
    const session = (
      await t.app.inject({ method: 'GET', url: '/api/Session/Initialize', headers: admin })
    ).json();
    expect(session.organizationSettings).toEqual({
      pdcEdcEnabled: true,
      feedbackMail: 'feedback@org.example',
      // the organization's zone, which every screen shows dates and times in (the default here)
      timeZone: 'Europe/Berlin',
    });
    expect((await call('GET', otherAdmin)).json()).toEqual({
      feedbackMail: '',
      reportingAnonymityThreshold: 5,
    });
    expect((await call('PUT', admin, { feedbackMail: '' })).json()).toEqual({
      feedbackMail: '',
      reportingAnonymityThreshold: 5,
    });
    expect((await call('PUT', admin, {})).json()).toEqual({
      feedbackMail: '',
      reportingAnonymityThreshold: 5,
    });
  });
});
