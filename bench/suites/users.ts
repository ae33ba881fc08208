import { sql } from 'kysely';
import { openBenchDatabase } from '../lib/bench-database';
import type { BenchRow } from '../lib/report';
import { onGrownDemo, sequentialRow } from '../lib/grown-server';

const suite = 'users';
const PORT = 3294;
const EMPLOYEES = 5_000;
const SUPERVISORS = 50;
const RUNS = 40;

/**
 * Figures on PGlite: the demo organization grown by 5,000 employees under 50 team leads, with
 * hierarchies, locations and positions; HR pages, sorts, filters and searches the employee overview
 * (GET /Users with parameters) one request after the other. Target: well under a second per page.
 */
export async function runUsers(): Promise<BenchRow[]> {
  // the employees are added while no server holds the db
  return onGrownDemo(PORT, 'hanna.hr@demo.example', grow, async (get) => {
    // the overview's calls have a target; the plain list (every employee, for the pickers) is shown for comparison
    const scenarios: [string, (n: number) => string, boolean][] = [
      ['first page by last name (50)', () => '/api/Users?pageSize=50&sort=lastName', true],
      [
        'page n by supervisor desc (50)',
        (n) => `/api/Users?pageSize=50&pageIndex=${n % 100}&sort=supervisorName&desc=true`,
        true,
      ],
      ['search "mploy" + location (50)', () => '/api/Users?pageSize=50&keyword=mploy&location=Bonn', true],
      [
        'hierarchy filter by mentor (200)',
        () => '/api/Users?pageSize=200&hierarchy=Sales%20North&sort=mentorName',
        true,
      ],
      ['plain list (pickers, all)', () => '/api/Users', false],
      ['options', () => '/api/users/options', true],
    ];
    const rows: BenchRow[] = [];
    for (const [name, path, targeted] of scenarios) {
      const scenario = { suite, name, path, limitMs: targeted ? 300 : null };
      rows.push(
        await sequentialRow(get, scenario, { runs: RUNS, warmUps: 3 }, (last) => {
          const total = (JSON.parse(last.body.toString()) as { totalCount?: number }).totalCount;
          return total === undefined ? '' : `, ${total} match`;
        }),
      );
    }
    return rows;
  });
}

/** Adds the team leads and employees to the demo organization, set-based. */
async function grow(dataDir: string) {
  const handle = await openBenchDatabase(dataDir);
  try {
    const db = handle.db;
    const org = await db
      .selectFrom('organizations')
      .select('id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const o = org.id;
    await sql`
      insert into users (organization_id, subject, shorthand, first_name, last_name, email, position, roles,
                         language_key, theme_mode, can_be_impersonated, hierarchy, location, current_position)
      select ${o}, 'bench-lead-' || g, 'BL' || g, 'Lea', 'Lead ' || g, 'lead' || g || '@bench.example',
             'Team Lead', '[]'::jsonb, 'de-DE', 'light', true,
             (array['Sales North', 'Sales South', 'Backoffice', 'IT'])[1 + g % 4],
             (array['Bonn', 'Köln', 'Berlin', 'Hamburg', 'München'])[1 + g % 5], 'Team Lead'
      from generate_series(1, ${SUPERVISORS}) g`.execute(db);
    await sql`
      insert into users (organization_id, subject, shorthand, first_name, last_name, email, position, roles,
                         supervisor_id, mentor_id, language_key, theme_mode, can_be_impersonated,
                         hierarchy, location, current_position)
      select ${o}, 'bench-emp-' || g, 'BE' || g, 'Eva', 'Employee ' || g, 'emp' || g || '@bench.example',
             (array['Specialist', 'Senior Specialist', 'Consultant', 'Engineer'])[1 + g % 4], '[]'::jsonb,
             (select id from users where subject = 'bench-lead-' || (1 + g % ${SUPERVISORS})),
             (select id from users where subject = 'bench-lead-' || (1 + (g * 7) % ${SUPERVISORS})),
             'de-DE', 'light', true,
             (array['Sales North', 'Sales South', 'Backoffice', 'IT'])[1 + g % 4],
             (array['Bonn', 'Köln', 'Berlin', 'Hamburg', 'München'])[1 + (g / 4) % 5], ''
      from generate_series(1, ${EMPLOYEES}) g`.execute(db);
    await sql`analyze users`.execute(db);
  } finally {
    await handle.close();
  }
}
