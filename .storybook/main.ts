import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The element-kind catalogue (CONVENTIONS §9). Storybook gets its own small Vite config: the app's has a dev
 * proxy, two HTML entry pages and chunk groups that a Storybook build does not want.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Docgen parses every component for an args table nobody reads here; without it the build is much faster.
  typescript: { reactDocgen: false },
};

export default config;
