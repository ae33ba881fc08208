import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settled, visit } from './page-walk';
import { DE_LIGHT_1440, WALKS, resolveStops, signInWithLook, type Stop as WalkStop } from './walk-routes';

/** What fails the test: WCAG 2.1 A/AA rules that axe rates serious or critical. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Parts of pages left out of the check (none at present). */
const NOT_CHECKED_HERE: string[] = [];

type Finding = { look: string; path: string; rule: string; impact: string; targets: string[] };

async function check(page: Page, look: string, path: string): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of NOT_CHECKED_HERE) builder = builder.exclude(selector);
  // the e-mail previews are sandboxed frames without scripts: the walk checks the page around them
  builder = builder.exclude('iframe');
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => ({
      look,
      path,
      rule: v.id,
      impact: v.impact!,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

for (const walk of WALKS) {
  for (const look of walk.looks) {
    test(`axe: ${walk.email.split('@')[0]}'s pages, ${look.name}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const actor = await signInWithLook(browser, walk.email, look);
      const findings: Finding[] = [];
      try {
        for (const path of await resolveStops(actor.page, walk.stops)) {
          await visit(actor.page, path);
          findings.push(...(await check(actor.page, look.name, path)));
        }
      } finally {
        await actor.close();
      }
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });
  }
}

// PrimeReact's severity colours (messages, the danger badge and buttons, form errors) in light mode, where
// Lara's bright shades stayed at 2.6-3.9:1: an info message (no anonymous answers yet) and the workflow editor's
// outlined danger button
test('axe: severity messages and danger buttons in light mode', async ({ browser }) => {
  const actor = await signInWithLook(browser, 'anna.admin@demo.example', DE_LIGHT_1440);
  const findings: Finding[] = [];
  try {
    const stops: WalkStop[] = [
      '/demo/admin/form/submissions/1',
      { from: '/demo/admin/workflows', link: /^\/demo\/admin\/workflows\/\d+$/ },
    ];
    for (const path of await resolveStops(actor.page, stops)) {
      await visit(actor.page, path);
      findings.push(...(await check(actor.page, DE_LIGHT_1440.name, path)));
    }
    await expect(actor.page.locator('.p-button-danger').first()).toBeVisible();
  } finally {
    await actor.close();
  }
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
});

test('axe: the sign-in page and the error pages', async ({ page }) => {
  const findings: Finding[] = [];
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  findings.push(...(await check(page, 'de light', 'sign-in')));
  for (const path of ['/error-403', '/error-500', '/no-such-page']) {
    await page.goto(path);
    await settled(page);
    findings.push(...(await check(page, 'de light', path)));
  }
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
});

/**
 * What shows focus: the outline, shadow, border and stroke of the element, of the parts around it (a dropdown
 * marks its frame) and of the first parts inside it (a graph node marks its box).
 */
const FOCUS_LOOK = `window.__focusLook = (el) => {
  const parts = [el];
  for (let p = el.parentElement, i = 0; p && i < 3; p = p.parentElement, i++) parts.push(p);
  parts.push(...Array.from(el.querySelectorAll('*')).slice(0, 3));
  return parts.map((part) => {
    const s = getComputedStyle(part);
    return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.stroke, s.strokeWidth].join(' ');
  }).join('|');
}`;

type Stop = { label: string; look: string; inMain: boolean };
type Probe = { __focusLook: (e: Element) => string; __focused: HTMLElement };

/**
 * Walks the main content by Tab from its start: every stop must look different while it has the focus
 * than once the focus left it. Returns the stops (the Tab order).
 */
async function tabThroughMain(page: Page, maxStops: number): Promise<string[]> {
  await page.evaluate(FOCUS_LOOK);
  // where the skip link leads: the walk starts at the main content
  await page.locator('#main-content').focus();
  await expect(page.locator('#main-content')).toBeFocused();
  const order: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): Stop => {
      const probe = window as unknown as Probe;
      const el = document.activeElement as HTMLElement;
      probe.__focused = el;
      const text = (el.textContent ?? '').trim().slice(0, 40);
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? text;
      return {
        label: `${el.tagName.toLowerCase()} ${label}`,
        look: probe.__focusLook(el),
        inMain: !!el.closest('#main-content'),
      };
    });
    if (!stop.inMain) break;
    order.push(stop.label);
    // the same element without the focus must look otherwise; then the walk goes on from it
    await page.evaluate(() => (window as unknown as Probe).__focused.blur());
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            (window as unknown as Probe).__focusLook((window as unknown as Probe).__focused),
          ),
        {
          message: `no visible focus on ${stop.label}`,
          timeout: 2_000,
        },
      )
      .not.toBe(stop.look);
    await page.evaluate(() => (window as unknown as Probe).__focused.focus());
  }
  return order;
}

test('keyboard: the report pages and the workflow editor show where the focus is', async ({ browser }) => {
  test.setTimeout(180_000);
  const walks = [
    {
      email: 'hanna.hr@demo.example',
      stops: [
        '/demo/reporting',
        '/demo/reporting/status-report/1/1',
        '/demo/reporting/career-development',
        '/demo/reporting/field-value-report/1/1',
      ] as WalkStop[],
    },
    {
      email: 'anna.admin@demo.example',
      stops: [{ from: '/demo/admin/workflows', link: /^\/demo\/admin\/workflows\/\d+$/ }] as WalkStop[],
    },
  ];
  for (const walk of walks) {
    const actor = await signInWithLook(browser, walk.email, DE_LIGHT_1440);
    try {
      for (const path of await resolveStops(actor.page, walk.stops as WalkStop[])) {
        await visit(actor.page, path);
        const order = await tabThroughMain(actor.page, 60);
        test.info().annotations.push({ type: 'tab order', description: `${path}: ${order.join(' → ')}` });
        expect(order.length, `${path}: Tab reaches the main content`).toBeGreaterThan(1);
      }
    } finally {
      await actor.close();
    }
  }
});
