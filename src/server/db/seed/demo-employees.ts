import { sql, type Kysely } from 'kysely';
import { recordUserChanges } from '../../employees';
import type { Database } from '../database';

/** Hierarchy, location and current position of the demo people, by organization slug and shorthand. */
const ORGANIZATIONAL: Record<
  string,
  Record<string, [hierarchy: string, location: string, current: string]>
> = {
  demo: {
    AALB: ['Personal', 'Bonn', 'HR-Systemadministration'],
    HHOF: ['Personal', 'Bonn', 'HR Business Partner'],
    MMUE: ['Vertrieb', 'Köln', 'Head of Sales'],
    SSCH: ['Vertrieb Süd', 'München', 'Teamleitung Vertrieb Süd'],
    TKLE: ['Backoffice', 'Köln', 'Teamleitung Backoffice'],
    MFIS: ['Vertrieb', 'Köln', 'Senior Expert Pricing'],
    EWEB: ['Vertrieb Süd', 'München', 'Vertriebsmitarbeiter'],
    LLAN: ['Vertrieb Süd', 'Stuttgart', 'Vertriebsmitarbeiterin'],
    JJUN: ['Vertrieb Süd', 'München', 'Key Account Manager'],
    PPET: ['Backoffice', 'Köln', 'Sachbearbeiterin Backoffice'],
    BBEC: ['Backoffice', 'Bonn', 'Sachbearbeiter Backoffice'],
    CCLA: ['Vertrieb Süd', 'Stuttgart', 'Junior Sales Expert (kommissarisch Key Account)'],
  },
  nordlicht: {
    NNOR: ['Personal', 'Kiel', 'Personalleitung'],
    OOLS: ['Technik', 'Flensburg', 'Techniker'],
  },
};

/** The employee whose fields provisioning may not change in the demo (SPEC §3 isApiUpdateLocked). */
const LOCKED = { slug: 'demo', shorthand: 'BBEC' };

/**
 * Fills the demo people's organizational fields, locks one employee against provisioning and gives a few
 * employees change history (by HR, by provisioning, and a provisioning change the lock refused).
 */
export async function seedDemoEmployees(trx: Kysely<Database>): Promise<void> {
  const people = await trx
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.id', 'users.organization_id', 'users.shorthand', 'users.position', 'organizations.slug'])
    .execute();
  const find = (slug: string, shorthand: string) =>
    people.find((p) => p.slug === slug && p.shorthand === shorthand);
  for (const person of people) {
    const values = ORGANIZATIONAL[person.slug]?.[person.shorthand];
    if (!values) continue;
    const [hierarchy, location, current] = values;
    await trx
      .updateTable('users')
      .set({
        hierarchy,
        location,
        current_position: current,
        is_api_update_locked: person.slug === LOCKED.slug && person.shorthand === LOCKED.shorthand,
      })
      .where('id', '=', person.id)
      .execute();
  }

  const hr = find('demo', 'HHOF');
  const admin = find('demo', 'AALB');
  const emil = find('demo', 'EWEB');
  const clara = find('demo', 'CCLA');
  const ben = find('demo', 'BBEC');
  if (!hr || !admin || !emil || !clara || !ben) return;
  const org = hr.organization_id;
  const byPerson = { source: 'person' as const, impersonatedBy: null, applied: true, organizationId: org };
  await recordUserChanges(trx, {
    ...byPerson,
    userId: emil.id,
    changedBy: hr.id,
    changes: [
      { field: 'position', previous: 'Vertriebsassistent', next: emil.position },
      { field: 'location', previous: 'Köln', next: 'München' },
    ],
  });
  await recordUserChanges(trx, {
    organizationId: org,
    userId: clara.id,
    source: 'provisioning',
    changedBy: null,
    impersonatedBy: null,
    applied: true,
    changes: [{ field: 'email', previous: 'c.clausen@demo.example', next: 'clara.clausen@demo.example' }],
  });
  await recordUserChanges(trx, {
    ...byPerson,
    userId: clara.id,
    changedBy: hr.id,
    changes: [
      {
        field: 'currentPosition',
        previous: 'Junior Sales Expert',
        next: 'Junior Sales Expert (kommissarisch Key Account)',
      },
    ],
  });
  await recordUserChanges(trx, {
    ...byPerson,
    userId: ben.id,
    changedBy: admin.id,
    changes: [{ field: 'isApiUpdateLocked', previous: false, next: true }],
  });
  await recordUserChanges(trx, {
    organizationId: org,
    userId: ben.id,
    source: 'provisioning',
    changedBy: null,
    impersonatedBy: null,
    applied: false,
    changes: [{ field: 'location', previous: 'Bonn', next: 'Köln' }],
  });
  // the entries are from the weeks before the demo starts, oldest first, a week apart
  await sql`
    update user_history h set changed_at = now() - interval '7 days' * (1 + (
      select count(*) from user_history later where later.organization_id = h.organization_id and later.id > h.id))
    where h.organization_id = ${org}`.execute(trx);
}
