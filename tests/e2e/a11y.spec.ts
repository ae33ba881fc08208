import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settled, visit } from './page-walk';
import { WALKS, resolveStops, signInWithLook } from './walk-routes';

/** What fails the test: WCAG 2.1 A/AA rules that axe rates serious or critical. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Parts of pages left out of the check (none at present). */
const NOT_CHECKED_HERE: string[] = [];

/**
 * Findings reported but not fixed yet: on screens of other owners this session (reporting), and the open ones
 * of the feedback page. They are listed in the test's annotations instead of failing it; anything not named
 * here fails.
 */
const REPORTED: { path: RegExp; rule: string }[] = [
  // the report charts are canvases without a text alternative
  { path: /^\/demo\/reporting\//, rule: 'role-img-alt' },
  // still open (issue 19 item 17, in the report): the goal editor's status selects without a label and the
  // feedback header's kicker contrast
  { path: /^\/demo\/feedback\/\d+$/, rule: 'label' },
  { path: /^\/demo\/feedback\/\d+$/, rule: 'color-contrast' },
  // still open: the workflow graph's status nodes are named apart from their SVG text
  { path: /^\/demo\/admin\/workflows\/\d+$/, rule: 'label-content-name-mismatch' },
];

type Finding = { look: string; path: string; rule: string; impact: string; targets: string[] };

/** Splits findings into those that fail and those already reported to their owners (as annotations). */
function failing(findings: Finding[]): Finding[] {
  const [known, rest] = [
    findings.filter((f) => REPORTED.some((r) => r.rule === f.rule && r.path.test(f.path))),
    findings.filter((f) => !REPORTED.some((r) => r.rule === f.rule && r.path.test(f.path))),
  ];
  for (const f of known)
    test
      .info()
      .annotations.push({ type: 'reported a11y finding', description: `${f.path} ${f.rule} (${f.look})` });
  return rest;
}

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
      const rest = failing(findings);
      expect(rest, JSON.stringify(rest, null, 2)).toEqual([]);
    });
  }
}

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
