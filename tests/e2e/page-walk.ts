import { expect, type Page } from '@playwright/test';

/**
 * Opens an app path the way a click on a link does (client-side, no reload: the session and hubs stay), then
 * waits for what a person sees when the page is ready: its heading, and no part still marked busy.
 */
export async function visit(page: Page, path: string): Promise<void> {
  // Two routes of one page component (pdp and pdp/:id, or the same path again) keep its element, so nothing
  // would tell that the new route has rendered. The organization's about page on the way is another component
  // than any other page: each step then ends when the page left has been replaced.
  const about = `/${path.split('/')[1]}/about`;
  const here = await page.evaluate(() => window.location.pathname);
  if (here !== about) await replaceWith(page, about);
  if (path !== about) await replaceWith(page, path);
  await settled(page);
}

/** Navigates client-side to a route of another page component and waits until it has replaced the page left. */
async function replaceWith(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const child of Array.from(document.querySelectorAll('#main-content > *')))
      child.setAttribute('data-walk-left', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.locator('#main-content > [data-walk-left]')).toHaveCount(0);
}

/** The page's heading is shown and nothing is loading any more (busy regions, table overlays, spinners). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.p-datatable-loading-overlay, .p-progress-spinner')).toHaveCount(0);
}

/** The first link on the current page whose path matches, e.g. an entry of a list; null when there is none. */
export async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}
