import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { launchChromium } from './browser';
import type { BenchRow } from './report';
import { signInAs } from './sign-in';

const suite = 'foundation';

/** A script the browser fetched: its gzip size (level 9) and when the browser first asked for it. */
type Script = { gzip: Promise<number>; requestedAt: number };

/**
 * Signs in as a demo user in Chromium and sums the gzip size of every script fetched on the way to the
 * dashboard, in two figures: the scripts asked for before the dashboard's frame was in the page (what the
 * first page needs; the target), and all scripts until every card has drawn (calendar and chart included,
 * which load after the frame). "Done" is a state, not a pause: the calendar drawn, the process-status card
 * drawn or empty, nothing busy, and then no request for 500 ms.
 */
export async function measureSignInJs(
  baseUrl: string,
  email = 'emil.employee@demo.example',
): Promise<BenchRow[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ locale: 'de-DE' });
    // on the page's clock: when the dashboard's frame (heading and greeting) appeared
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="dashboard-greeting"]')) return;
        (window as { dptFrameAt?: number }).dptFrameAt = Date.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const scripts = new Map<string, Script>();
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script') return;
      // the browser's wall clock, like Date.now() in the page
      const requestedAt = request.timing().startTime;
      // a body can be gone when its document was left (the sign-in redirects): any fetch of it gives the size
      const gzip = response.body().then(
        (body) => zlib.gzipSync(body, { level: 9 }).length,
        () => 0,
      );
      const seen = scripts.get(response.url());
      scripts.set(response.url(), {
        gzip: seen ? Promise.all([seen.gzip, gzip]).then((sizes) => Math.max(...sizes)) : gzip,
        requestedAt: seen ? Math.min(seen.requestedAt, requestedAt) : requestedAt,
      });
    });
    await signInAs(page, baseUrl.replace('127.0.0.1', 'localhost'), email);
    await dashboardDrawn(page);
    const frameAt = await page.evaluate(() => (window as { dptFrameAt?: number }).dptFrameAt ?? 0);
    let first = 0;
    let all = 0;
    let firstCount = 0;
    for (const [url, script] of scripts) {
      const size = await script.gzip;
      if (process.env.BENCH_LIST_SCRIPTS)
        console.error(
          `${script.requestedAt < frameAt ? 'first' : 'later'} ${(size / 1024).toFixed(1)} KB ${url}`,
        );
      all += size;
      if (script.requestedAt < frameAt) {
        first += size;
        firstCount += 1;
      }
    }
    return [
      {
        suite,
        metric: 'JS before the dashboard frame, from sign-in (gzip)',
        value: Math.round(first / 1024),
        unit: 'KB',
        target: { op: '<', limit: 200 },
        note: `${firstCount} scripts`,
      },
      {
        suite,
        metric: 'JS sign-in -> dashboard with every card drawn (gzip)',
        value: Math.round(all / 1024),
        unit: 'KB',
        note: `${scripts.size} scripts; calendar and chart load after the frame`,
      },
    ];
  } finally {
    await browser.close();
  }
}

/** Waits until every card of the dashboard has drawn what it loads. */
async function dashboardDrawn(page: Page): Promise<void> {
  const timeout = 60_000;
  await page.locator('[data-testid="dashboard-calendar"] .fc').waitFor({ timeout });
  const status = page.getByTestId('dashboard-process-status');
  await status.locator('table, .dpt-muted, .p-message').first().waitFor({ timeout });
  // a chart canvas draws once chart.js has loaded: chart.js marks the canvas it owns
  if ((await status.locator('canvas').count()) > 0)
    await expect(status.locator('canvas')).toHaveAttribute('style', /display: block/, { timeout });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
  await page.waitForLoadState('networkidle');
}
