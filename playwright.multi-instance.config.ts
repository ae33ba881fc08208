import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';
import { PROXY_URL } from './tests/multi-instance/cluster-env';

// Two instances of the built app on one PostgreSQL database behind a round-robin proxy (docs/deployment.md,
// "Several instances behind a load balancer"). Needs `npm run build` and TEST_DATABASE_URL; scripts/test-pg.sh
// runs it after the PostgreSQL API suite.
export default defineConfig({
  testDir: 'tests/multi-instance',
  timeout: 120_000,
  // two instances, the proxy, PostgreSQL and the browser share the machine: a sign-in's redirects and the first
  // render through the proxy may take longer than the default 5 s while the machine is busy
  expect: { timeout: 15_000 },
  workers: 1,
  // test:all runs this beside the main browser suites: each run clears only its own output folder
  outputDir: 'test-results/multi-instance',
  reporter: [['list']],
  use: {
    baseURL: PROXY_URL,
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'de-DE',
  },
  webServer: {
    command: 'npx tsx tests/multi-instance/cluster-main.ts',
    url: `${PROXY_URL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // the launcher stops both instances and drops the run's database
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
