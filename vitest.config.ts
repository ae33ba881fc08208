import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/client/test/testing-library-setup.ts'],
          testTimeout: 30_000,
          // @rjsf/primereact imports PrimeReact folders ('primereact/autocomplete'), which Node's ESM loader
          // refuses; processed by Vite, pages that draw forms load in component tests as in the browser.
          server: { deps: { inline: ['@rjsf/primereact'] } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // a file's app starts in its beforeAll (on PostgreSQL it migrates and seeds a new database): on a machine
          // whose cores are busy with other work that can take minutes, which is slow, not broken
          hookTimeout: 180_000,
          pool: 'forks',
          // Each file builds its own app on its own database, so files need no module isolation; a worker loads
          // the server's modules once instead of once per file (about 7 s of CPU each).
          isolate: false,
          // migrates and seeds once per run; on PGlite each file's app starts on a copy of the result
          globalSetup: ['tests/api/helpers/database-snapshots.ts'],
        },
      },
    ],
  },
});
