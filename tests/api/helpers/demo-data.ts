import type { TestApp } from './test-app';

/**
 * Request headers of Anna Admin, the full administrator of the demo organization the seed creates (so only in an
 * app started with the demo data).
 */
export async function demoAdminHeaders(t: TestApp) {
  const admin = await t.app.db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select('users.subject')
    .where('organizations.slug', '=', 'demo')
    .where('users.email', '=', 'anna.admin@demo.example')
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await t.tokenFor(admin.subject)}`, 'x-organization': 'demo' };
}
