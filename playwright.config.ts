import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';

// E2E_PORT lets several people (or helpers) run specs side by side without sharing a server.
const PORT = Number(process.env.E2E_PORT ?? 3210);

// Debian's Chromium: no browser downloads are possible here.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'de-DE',
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && DATA_DIR=.tmp/e2e-data-${PORT} PORT=${PORT} LOG_LEVEL=warn npx tsx src/server/main.ts`,
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
