import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';
import { E2E_DATA_DIR, E2E_PORT as PORT } from './tests/e2e/e2e-server';

// Debian's Chromium: no browser downloads are possible here.
export default defineConfig({
  testDir: 'tests/e2e',
  // runs against an app with an external issuer: playwright.external-idp.config.ts
  testIgnore: /external-idp.*\.spec\.ts$/,
  // ceilings, not waits: every step waits for a state, and a machine busy with other work (two processes keeping
  // both cores busy) may take several times as long for it as an idle one
  timeout: 240_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'de-DE',
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && DATA_DIR=${E2E_DATA_DIR} PORT=${PORT} LOG_LEVEL=warn node --enable-source-maps dist-server/main.js`,
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
