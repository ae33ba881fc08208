// Bundles the server into dist-server/main.js for `npm run serve`: one file to load instead of hundreds of
// TypeScript modules compiled at start by tsx (the cold start, issue 3). npm packages stay external.
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';

const out = 'dist-server';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${out}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
// Files the server reads next to its modules (new URL('./x', import.meta.url)); in the bundle that is
// dist-server/, so they are copied there under the same relative names.
cpSync('src/server/features/theme/default-logo.png', `${out}/default-logo.png`);
cpSync('src/server/db/seed/assets', `${out}/assets`, { recursive: true });
