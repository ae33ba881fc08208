import type { Browser, Page } from '@playwright/test';
import { firstLink, visit } from './page-walk';
import { signIn } from './sign-in';

/** How a person sees the app: language, theme and window. */
export type Look = {
  name: string;
  language: 'de-DE' | 'en-US';
  theme: 'light' | 'dark';
  width: number;
  height: number;
};

export const DE_LIGHT_1440: Look = {
  name: 'de light 1440',
  language: 'de-DE',
  theme: 'light',
  width: 1440,
  height: 900,
};
export const EN_DARK_390: Look = {
  name: 'en dark 390',
  language: 'en-US',
  theme: 'dark',
  width: 390,
  height: 844,
};
export const EN_DARK_1440: Look = {
  name: 'en dark 1440',
  language: 'en-US',
  theme: 'dark',
  width: 1440,
  height: 900,
};
export const DE_DARK_390: Look = {
  name: 'de dark 390',
  language: 'de-DE',
  theme: 'dark',
  width: 390,
  height: 844,
};

/**
 * Signs in with a look in a context of its own. Language and theme come from the session answer, which this
 * context alone sees changed: the demo user's stored settings stay as they are for the other specs.
 */
export async function signInWithLook(browser: Browser, email: string, look: Look) {
  const context = await browser.newContext({
    viewport: { width: look.width, height: look.height },
    colorScheme: look.theme,
  });
  await context.route('**/api/Session/Initialize*', async (route) => {
    const response = await route.fetch();
    const session = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...session, languageKey: look.language, themeMode: look.theme },
    });
  });
  const page = await context.newPage();
  await signIn(page, email);
  await page.locator(`html[lang="${look.language.slice(0, 2)}"]`).waitFor();
  return { page, close: () => context.close() };
}

/** One stop of a walk: a fixed path, or the first entry that a list page links to (skipped when it has none). */
export type Stop = string | { from: string; link: RegExp };

/** The routes of SPEC §2 (and the product's additions) by demo user: each opens what the user may use. */
export const WALKS: { email: string; looks: Look[]; stops: Stop[] }[] = [
  {
    email: 'emil.employee@demo.example',
    looks: [DE_LIGHT_1440, EN_DARK_390],
    stops: [
      '/demo/dashboard',
      '/demo/my-feedbacks',
      { from: '/demo/my-feedbacks', link: /^\/demo\/feedback\/\d+$/ },
      '/demo/pdp',
      '/demo/targets',
      '/demo/promotions',
      '/demo/profile',
      '/demo/about',
    ],
  },
  {
    email: 'sara.supervisor@demo.example',
    looks: [EN_DARK_390],
    stops: ['/demo/processes', '/demo/pdp', '/demo/targets', '/demo/promotions', '/demo/reporting'],
  },
  {
    email: 'hanna.hr@demo.example',
    looks: [EN_DARK_1440],
    stops: [
      '/demo/processes?scope=all',
      '/demo/admin/users',
      { from: '/demo/admin/users', link: /^\/demo\/admin\/user\/[^/]+$/ },
      '/demo/admin/forms',
      '/demo/admin/form/create',
      { from: '/demo/admin/forms', link: /^\/demo\/admin\/form\/edit\/\d+$/ },
      { from: '/demo/admin/forms', link: /^\/demo\/admin\/form\/preview\/\d+$/ },
      '/demo/reporting',
      '/demo/reporting/status-report/1/1',
      '/demo/reporting/field-value-report/1/1',
      '/demo/reporting/pdp-report',
      '/demo/reporting/career-development',
      '/demo/reporting/pdc-actions',
      '/demo/reporting/ehg-actions',
    ],
  },
  {
    email: 'anna.admin@demo.example',
    looks: [DE_DARK_390],
    stops: [
      '/demo/pdc-edc',
      '/demo/admin/emails',
      { from: '/demo/admin/emails', link: /^\/demo\/admin\/email\/\d+$/ },
      '/demo/admin/error-log',
      '/demo/admin/notification-templates',
      {
        from: '/demo/admin/notification-templates',
        link: /^\/demo\/admin\/notification-templates\/edit\/\d+$/,
      },
      '/demo/admin/workflows',
      { from: '/demo/admin/workflows', link: /^\/demo\/admin\/workflows\/\d+$/ },
      '/demo/admin/organization',
      '/demo/admin/impersonations',
      '/demo/admin/provisioning',
    ],
  },
];

/** Resolves the stops into paths on a signed-in page (a list page without entries drops its detail stop). */
export async function resolveStops(page: Page, stops: Stop[]): Promise<string[]> {
  const paths: string[] = [];
  for (const stop of stops) {
    if (typeof stop === 'string') paths.push(stop);
    else {
      await visit(page, stop.from);
      const link = await firstLink(page, stop.link);
      if (link) paths.push(link);
    }
  }
  return paths;
}
