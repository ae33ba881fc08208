import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';
import {
  EXTERNAL_APP_ENV,
  EXTERNAL_APP_PORT,
  EXTERNAL_APP_URL,
  EXTERNAL_DATA_DIR,
  EXTERNAL_ISSUER_URL,
} from './tests/e2e/external-idp-env';

// The app signing people in at an external OpenID Connect issuer (README "Sign-in"): a second provider of its
// own process, and the built app configured to trust it. Runs after the main e2e run (same port).
const env = Object.entries(EXTERNAL_APP_ENV)
  .map(([key, value]) => `${key}=${value}`)
  .join(' ');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /external-idp.*\.spec\.ts$/,
  // ceilings, not waits (see playwright.config.ts): a busy machine may take several times as long
  timeout: 240_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: EXTERNAL_APP_URL,
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'de-DE',
  },
  webServer: [
    {
      command: 'npx tsx tests/e2e/external-idp-issuer-main.ts',
      url: `${EXTERNAL_ISSUER_URL}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${EXTERNAL_DATA_DIR} && DATA_DIR=${EXTERNAL_DATA_DIR} PORT=${EXTERNAL_APP_PORT} LOG_LEVEL=warn ${env} node --enable-source-maps dist-server/main.js`,
      url: `${EXTERNAL_APP_URL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
