// Bundles the server into dist-server/main.js for `npm run serve`: one file to load instead of hundreds of
// TypeScript modules compiled at start by tsx (the cold start). The npm packages go into the bundle
// too: resolving and reading some 1,500 package files is about half of an unbundled start. Packages that read files
// next to their own modules at run time stay external (`node_modules` is there in production as well).
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
  external: [
    '@electric-sql/pglite', // its WebAssembly and data files, by import.meta.url
    '@fastify/swagger-ui', // the static files of /api/docs
    'css-tree', // JSON data through createRequire(import.meta.url)
    'pino', // transports start workers by file name
    'pg-native', // optional, not installed
    'pdfmake', // pdfkit reads its standard fonts' metrics (.afm) next to its modules
  ],
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
});
// Files the server reads next to its modules (new URL('./x', import.meta.url)); in the bundle that is
// dist-server/, so they are copied there under the same relative names.
cpSync('src/server/features/theme/default-logo.png', `${out}/default-logo.png`);
cpSync('src/server/db/seed/assets', `${out}/assets`, { recursive: true });
