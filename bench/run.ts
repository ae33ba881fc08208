import path from 'node:path';
import { printTable, saveResults, type BenchRow } from './lib/report';
import { runArchive } from './suites/archive';
import { runFormsCompile } from './suites/forms-compile';
import { runFormsRender } from './suites/forms-render';
import { runBuilder } from './suites/builder';
import { runDashboard } from './suites/dashboard';
import { runEmails } from './suites/emails';
import { runFeedbacks } from './suites/feedbacks';
import { runFoundation } from './suites/foundation';
import { runInstances } from './suites/instances';
import { runHubs } from './suites/hubs';
import { runMix } from './suites/mix';
import { runReporting } from './suites/reporting';
import { runUsers } from './suites/users';

/**
 * `npm run bench`: runs every suite (or those named on the command line), prints one table of figures
 * beside their targets and saves it as JSON under bench/results/.
 */
const suites: Record<string, () => Promise<BenchRow[]>> = {
  foundation: runFoundation,
  forms: async () => [...(await runFormsCompile()), ...(await runFormsRender())],
  feedbacks: runFeedbacks,
  builder: runBuilder,
  hubs: runHubs,
  reporting: runReporting,
  archive: runArchive,
  emails: runEmails,
  users: runUsers,
  dashboard: runDashboard,
  instances: runInstances,
  mix: runMix,
};

async function main() {
  const wanted = process.argv.slice(2);
  const rows: BenchRow[] = [];
  for (const [name, run] of Object.entries(suites)) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    process.stderr.write(`bench: ${name} ...\n`);
    rows.push(...(await run()));
  }
  printTable(rows);
  const file = saveResults(rows, path.join(import.meta.dirname, 'results'));
  console.log(`\nsaved ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
