import { expect, test, type Locator, type Page } from '@playwright/test';
import { visit } from './page-walk';
import {
  DE_DARK_390,
  DE_LIGHT_1440,
  EN_DARK_390,
  WALKS,
  resolveStops,
  signInWithLook,
  type Stop,
} from './walk-routes';

/** SPEC §2 screens work at these widths: no page is wider than its window. */
const WIDTHS = [390, 768, 1024, 1440] as const;

/**
 * Pages found wider than the window and not fixed yet (reported): they are listed in the
 * test's annotations instead of failing it. Any other page wider than its window fails.
 */
const KNOWN_TOO_WIDE: { path: RegExp; widths: number[] }[] = [];
const known = (path: string, width: number) =>
  KNOWN_TOO_WIDE.some((k) => k.path.test(path) && k.widths.includes(width));

/**
 * The segmented switches (SelectButtons) on screen whose choices do not sit on one line or reach past the
 * window's right edge, by their accessible name.
 */
const brokenSwitches = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.p-selectbutton')]
      .filter((root) => root.getClientRects().length > 0)
      .flatMap((root) => {
        const buttons = [...root.querySelectorAll(':scope > .p-button')].map((b) =>
          b.getBoundingClientRect(),
        );
        const lines = new Set(buttons.map((b) => Math.round(b.top))).size;
        const right = Math.max(...buttons.map((b) => b.right));
        const name = root.getAttribute('aria-label') ?? root.textContent ?? '';
        return lines > 1 || right > window.innerWidth
          ? [`${name}: ${lines} lines, right edge ${Math.round(right)} px`]
          : [];
      }),
  );

for (const walk of WALKS) {
  test(`no page of ${walk.email.split('@')[0]} is wider than the window at ${WIDTHS.join(', ')} px`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const actor = await signInWithLook(browser, walk.email, DE_LIGHT_1440);
    const page = actor.page;
    const tooWide: string[] = [];
    try {
      for (const path of await resolveStops(page, walk.stops)) {
        await visit(page, path);
        // one load per page, then the window takes each width (the layout follows without a reload)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const scrollWidth = await page.evaluate(
            () =>
              new Promise<number>((resolve) =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)),
                ),
              ),
          );
          if (scrollWidth > width && known(path, width))
            testInfo.annotations.push({
              type: 'known too wide',
              description: `${path} at ${width} px: ${scrollWidth} px wide`,
            });
          else if (scrollWidth > width) {
            tooWide.push(`${path} at ${width} px: ${scrollWidth} px wide`);
            await testInfo.attach(`${path.replaceAll('/', '_')}-${width}.png`, {
              body: await page.screenshot(),
              contentType: 'image/png',
            });
          }
          for (const broken of await brokenSwitches(page)) tooWide.push(`${path} at ${width} px: ${broken}`);
        }
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    } finally {
      await actor.close();
    }
    expect(tooWide).toEqual([]);
  });
}

/** Whether the table scrolls sideways inside its card (after the layout has followed the window). */
const scrollsSideways = (table: Locator) =>
  table.evaluate(
    (root) =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() => {
          const wrapper = root.querySelector('.p-datatable-wrapper')!;
          resolve(wrapper.scrollWidth > wrapper.clientWidth);
        }),
      ),
  );

/** The column titles a stacked row shows beside its values (none while the table has a header row). */
const shownTitles = (row: Locator) =>
  row
    .locator('td > .p-column-title')
    .evaluateAll((titles) =>
      titles.filter((t) => getComputedStyle(t).display !== 'none').map((t) => t.textContent?.trim() ?? ''),
    );

async function openAt(page: Page, path: string, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  await visit(page, path);
}

test('the process table of every process shows its actions without sideways scrolling at 1440 x 900', async ({
  browser,
}) => {
  const hr = await signInWithLook(browser, 'hanna.hr@demo.example', DE_LIGHT_1440);
  try {
    await openAt(hr.page, '/demo/processes?scope=all', 1440);
    const table = hr.page.getByTestId('processes-table');
    const actions = table.getByTestId(/^process-actions-/);
    await expect(actions.first()).toBeInViewport({ ratio: 1 });
    expect(await scrollsSideways(table)).toBe(false);
    // the header row is shown: side by side, not stacked
    await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  } finally {
    await hr.close();
  }
});

test('list tables stack their rows, each value beside its column title, at 390 px', async ({ browser }) => {
  const admin = await signInWithLook(browser, 'anna.admin@demo.example', DE_LIGHT_1440);
  const page = admin.page;
  try {
    for (const [path, testId, titles] of [
      ['/demo/processes?scope=all', 'processes-table', ['Mitarbeiter/in', 'Status']],
      ['/demo/promotions', 'promotions-table', ['Mitarbeiter/in', 'Zielposition']],
      ['/demo/pdp', 'pdp-list-table', ['Status']],
    ] as const) {
      await openAt(page, path, 390, 844);
      const table = page.getByTestId(testId);
      const row = table.locator('.p-datatable-tbody > tr').first();
      await expect(row).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveCount(0);
      const shown = await shownTitles(row);
      for (const title of titles) expect(shown, path).toContain(title);
      expect(await scrollsSideways(table), path).toBe(false);
    }
    // the conference table of PDC and EDC, and a stacked row's open button in view
    await openAt(page, '/demo/pdc-edc', 390, 844);
    const conference = page.getByTestId('pdc-edc-table');
    expect(await scrollsSideways(conference)).toBe(false);
    await expect(conference.getByRole('button', { name: /öffnen/i }).first()).toBeInViewport();
  } finally {
    await admin.close();
  }
});

test('segmented switches keep their choices on one line at 390 px, in German and in English', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stops: { email: string; paths: Stop[] }[] = [
    {
      email: 'hanna.hr@demo.example',
      paths: [
        '/demo/processes',
        '/demo/targets',
        '/demo/reporting/status-report/1/1',
        '/demo/reporting/field-value-report/1/1',
      ],
    },
    {
      email: 'anna.admin@demo.example',
      paths: [
        '/demo/admin/workflows',
        { from: '/demo/admin/workflows', link: /^\/demo\/admin\/workflows\/\d+$/ },
      ],
    },
  ];
  for (const look of [DE_DARK_390, EN_DARK_390]) {
    for (const { email, paths } of stops) {
      const actor = await signInWithLook(browser, email, look);
      try {
        for (const path of await resolveStops(actor.page, paths)) {
          await visit(actor.page, path);
          // on one line and inside the window (the page walks above check the pages' own widths)
          expect(await brokenSwitches(actor.page), `${path} (${look.name})`).toEqual([]);
        }
        if (!paths.includes('/demo/processes')) continue;
        // the processes page's scope switch as a person sees it: both choices side by side, whole, in the window
        await visit(actor.page, '/demo/processes');
        const scope = actor.page.getByTestId('filter-scope');
        const team = scope.getByText(look.language === 'de-DE' ? 'Meine Mitarbeitenden' : 'My employees');
        const all = scope.getByText(look.language === 'de-DE' ? 'Alle Prozesse' : 'All processes');
        await expect(team).toBeInViewport({ ratio: 1 });
        await expect(all).toBeInViewport({ ratio: 1 });
        const [a, b] = [(await team.boundingBox())!, (await all.boundingBox())!];
        expect(Math.abs(a.y - b.y), look.name).toBeLessThan(2);
        // each label on a single line of text
        expect(a.height, look.name).toBeLessThan(30);
        expect(b.height, look.name).toBeLessThan(30);
      } finally {
        await actor.close();
      }
    }
  }
});
