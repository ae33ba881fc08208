import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx tsx tests/storybook/static-server.ts storybook-static ${PORT}`,
    url: `http://localhost:${PORT}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
  },
});
