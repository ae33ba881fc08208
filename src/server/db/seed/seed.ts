import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../database';
import { DEMO_PASSWORD, demoOrganizations, type SeedOrganization } from './demo-data';
import { seedDemoEmployees } from './demo-employees';
import { seedDemoOperations } from './demo-operations';

/** True when the database holds no organization yet (a fresh install). */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  return !row;
}

async function seedOrganization(trx: Kysely<Database>, org: SeedOrganization, passwordHash: string) {
  const logo = org.logoFile ? fs.readFileSync(new URL(`./assets/${org.logoFile}`, import.meta.url)) : null;
  const { id: organizationId } = await trx
    .insertInto('organizations')
    .values({
      slug: org.slug,
      name: org.name,
      theme: org.theme ? JSON.stringify(org.theme) : null,
      custom_css: org.customCss,
      logo_png: logo,
      settings: JSON.stringify(org.settings),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const ids = new Map<string, number>();
  for (const person of org.people) {
    const existing = await trx
      .selectFrom('accounts')
      .select('subject')
      .where('email', '=', person.email)
      .executeTakeFirst();
    const subject = existing?.subject ?? crypto.randomUUID();
    if (!existing)
      await trx
        .insertInto('accounts')
        .values({ subject, email: person.email, password_hash: passwordHash })
        .execute();
    const { id } = await trx
      .insertInto('users')
      .values({
        organization_id: organizationId,
        subject,
        shorthand: person.shorthand,
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        position: person.position,
        roles: JSON.stringify(person.roles),
        language_key: person.languageKey ?? 'de-DE',
        theme_mode: 'light',
        can_be_impersonated: !person.roles.includes('dpt.full_admin'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(person.shorthand, id);
  }
  for (const person of org.people) {
    if (!person.supervisor && !person.mentor) continue;
    await trx
      .updateTable('users')
      .set({
        supervisor_id: person.supervisor ? ids.get(person.supervisor)! : null,
        mentor_id: person.mentor ? ids.get(person.mentor)! : null,
      })
      .where('id', '=', ids.get(person.shorthand)!)
      .execute();
  }
}

/** Seeds the invented demo organizations in one transaction. */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  // One hash for all demo accounts: they share the published demo password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const org of demoOrganizations) await seedOrganization(trx, org, passwordHash);
    await seedDemoEmployees(trx);
    await seedDemoOperations(trx);
  });
}
