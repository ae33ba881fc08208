import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';

const PORT = 6007;

/**
 * The story check: every story of the built catalogue (storybook-static) opens without errors in Debian's
 * Chromium. Run by `npm run test:storybook`, which builds the catalogue first.
 */
export default defineConfig({
  testDir: 'tests/storybook',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `npx tsx tests/storybook/static-server.ts storybook-static ${PORT}`,
    url: `http://localhost:${PORT}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
  },
});
