import { describe, expect, it } from 'vitest';
import { buildOrg, buildUser } from './helpers/factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

describe('area access is enforced by the server (SPEC §6), GET /api/Users needs user read', () => {
  const list = async (roles: string[] | null, slug?: string) => {
    const org = await buildOrg(t.app.db);
    const user = await buildUser(t.app.db, { organizationId: org.id, roles: roles ?? [] });
    const headers: Record<string, string> = { 'x-organization': slug ?? org.slug };
    if (roles !== null) headers.authorization = `Bearer ${await t.tokenFor(user.subject)}`;
    return { res: await t.app.inject({ method: 'GET', url: '/api/users', headers }), user, org };
  };

  it('401 without a token', async () => expect((await list(null)).res.statusCode).toBe(401));
  it('403 with no role', async () =>
    expect((await list([])).res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' }));
  it('403 with write only or another area', async () => {
    expect((await list(['dpt.user.write'])).res.statusCode).toBe(403);
    expect((await list(['dpt.forms.read', 'dpt.processes.write'])).res.statusCode).toBe(403);
  });
  it('200 with dpt.user.read, listing only this organization', async () => {
    const { res, user } = await list(['dpt.user.read']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: user.id, shorthand: user.shorthand, supervisorName: null }),
    ]);
  });
  it('200 with dpt.full_admin', async () =>
    expect((await list(['dpt.full_admin'])).res.statusCode).toBe(200));
  it("403 for an admin of one organization calling with another's slug", async () => {
    expect((await list(['dpt.full_admin'], 'demo')).res.statusCode).toBe(403);
  });
});
