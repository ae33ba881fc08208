import { beforeAll, describe, expect, it } from 'vitest';
import { buildProcessOrg, client, expectStatus, type ProcessOrg } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();
let o: ProcessOrg;
beforeAll(async () => {
  o = await buildProcessOrg(t);
});

const shorthands = (res: { json: () => { shorthand: string }[] }) =>
  res
    .json()
    .map((u) => u.shorthand)
    .sort();

describe('GET /Users/my-employees', () => {
  it('401 without sign-in', async () => {
    expectStatus(await client(t, { 'x-organization': o.org.slug }).get('/api/Users/my-employees'), 401);
  });

  it('lists direct and indirect reports, without the caller and without needing the user area', async () => {
    const head = expectStatus(await client(t, o.head).get('/api/Users/my-employees'), 200);
    expect(shorthands(head)).toEqual(
      [o.preSupervisor, o.supervisor, o.employee, o.peer].map((p) => p.user.shorthand).sort(),
    );
    const supervisor = expectStatus(await client(t, o.supervisor).get('/api/Users/my-employees'), 200);
    expect(shorthands(supervisor)).toEqual([o.employee, o.peer].map((p) => p.user.shorthand).sort());
    expect(supervisor.json()[0]).toMatchObject({
      supervisorId: o.supervisor.user.id,
      firstName: expect.any(String),
    });
  });

  it('is empty for someone nobody reports to, even with the user area', async () => {
    expect(expectStatus(await client(t, o.employee).get('/api/Users/my-employees'), 200).json()).toEqual([]);
    expect(expectStatus(await client(t, o.admin).get('/api/Users/my-employees'), 200).json()).toEqual([]);
  });
});
