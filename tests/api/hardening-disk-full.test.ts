import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildForm, buildOrg, buildUser } from './helpers/factories';
import { useTestApp } from './helpers/use-test-app';

/**
 * The disk beneath the database fills while the server runs: a save answers 507 STORAGE_FULL (not 500
 * UNEXPECTED), nothing is stored, reads go on, and saves work again once there is room. The database's own
 * disk_full error (53100) is raised by a trigger, as PostgreSQL raises it when it cannot extend a file.
 */
const { t } = useTestApp({ config: { seedDemoData: false } });

describe('a full disk', () => {
  it('answers 507 STORAGE_FULL, keeps serving reads, and saves again once there is room', async () => {
    const org = await buildOrg(t.app.db);
    const user = await buildUser(t.app.db, { organizationId: org.id, roles: ['dpt.full_admin'] });
    const form = await buildForm(t.app.db, { organizationId: org.id });
    const headers = { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': org.slug };
    const copy = (newTitle: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Forms/copy',
        headers,
        payload: { id: form.id, newTitle, correlationId: form.correlation_id },
      });

    await sql`create function disk_is_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`.execute(
      t.app.db,
    );
    await sql`create trigger disk_is_full before insert on forms for each row execute function disk_is_full()`.execute(
      t.app.db,
    );
    const refused = await copy('no room');
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ statusCode: 507, code: 'STORAGE_FULL' });
    expect((await t.app.inject({ url: '/api/Forms', headers })).statusCode).toBe(200);

    await sql`drop trigger disk_is_full on forms`.execute(t.app.db);
    await sql`drop function disk_is_full`.execute(t.app.db);
    const saved = await copy('room again');
    expect(saved.statusCode).toBe(200);
    const titles = await t.app.db
      .selectFrom('forms')
      .select('name')
      .where('organization_id', '=', org.id)
      .execute();
    expect(titles.map((f) => JSON.stringify(f.name)).join()).not.toContain('no room');
  }, 60_000);
});
