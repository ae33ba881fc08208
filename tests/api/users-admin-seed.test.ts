import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

/** Headers of a seeded demo person, signed in to `slug`. */
async function headersOf(email: string, slug: string) {
  const account = await t.app.db
    .selectFrom('accounts')
    .select('subject')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await t.tokenFor(account.subject)}`, 'x-organization': slug };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('employees in the demo seed', () => {
  it('has organizational data, an API lock and change history, and nordlicht reaches none of it', async () => {
    const hanna = await headersOf('hanna.hr@demo.example', 'demo');
    const page = (await get('/api/Users?keyword=BBEC', hanna)).json() as { items: { id: number }[] };
    const benId = page.items[0]!.id;
    const ben = (await get(`/api/users/${benId}`, hanna)).json() as Record<string, unknown>;
    expect(ben).toMatchObject({ isApiUpdateLocked: true, location: 'Bonn', hierarchy: 'Backoffice' });
    const history = (await get(`/api/UserHistory?userId=${benId}`, hanna)).json() as {
      field: string;
      source: string;
      applied: boolean;
    }[];
    expect(history).toEqual([
      expect.objectContaining({ field: 'location', source: 'provisioning', applied: false }),
      expect.objectContaining({ field: 'isApiUpdateLocked', source: 'person', applied: true }),
    ]);
    const options = (await get('/api/users/options', hanna)).json() as { location: string[] };
    expect(options.location).toContain('München');

    const nora = await headersOf('nora.nord@nordlicht.example', 'nordlicht');
    expect((await get(`/api/users/${benId}`, nora)).statusCode).toBe(404);
    expect((await get(`/api/UserHistory?userId=${benId}`, nora)).statusCode).toBe(404);
    expect((await get('/api/users/by-shorthand/BBEC', nora)).statusCode).toBe(404);
    const nordlicht = (await get('/api/Users?pageSize=200', nora)).json() as { totalCount: number };
    expect(nordlicht.totalCount).toBe(2);
    expect((await get(`/api/users/${benId}`, { ...nora, 'x-organization': 'demo' })).statusCode).toBe(403);
  });
});
