import { expect, test, type Page } from '@playwright/test';
import type { FormList } from '../../src/engine/api/forms';
import { signIn } from './sign-in';

/** Calls the API as the signed-in user (the token oidc-client-ts keeps in local storage). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' } });
    return (await res.json()) as T;
  }, `/api${path}`);
}

test('an HR designer previews a stored questionnaire in both languages and every mode', async ({ page }) => {
  await signIn(page, 'hanna.hr@demo.example');
  const { formsListItems } = await apiGet<FormList>(page, '/Forms');
  const ehg = formsListItems.find((f) => f.questionnaireType === 3)!;

  await page.goto(`/demo/admin/form/preview/${ehg.id}`);
  await expect(page.getByTestId('form-preview-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ehg.name);
  await expect(page.getByText('Vorschau: Ihre Eingaben werden nicht gespeichert.')).toBeVisible();

  // a date field takes typed DD.MM.YYYY and offers a German calendar behind its button
  const roleStart = page.getByLabel('Beginn in der aktuellen Rolle');
  await roleStart.fill('1.3.2025');
  await roleStart.blur();
  await expect(roleStart).toHaveValue('01.03.2025');
  await page.getByRole('button', { name: 'Datum wählen' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Datum wählen' });
  await expect(picker.getByText('März')).toBeVisible();
  await picker.getByText('15', { exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(roleStart).toHaveValue('15.03.2025');
  await expect(roleStart).toBeFocused();

  // checking an empty form reports missing mandatory answers at the fields
  await page.getByTestId('preview-check').click();
  await expect(page.getByTestId('preview-check-result')).toContainText('Es fehlen Pflichtangaben');
  await expect(page.getByText('Dieses Feld ist ein Pflichtfeld.').first()).toBeVisible();

  // the questionnaire's own texts switch language without changing the app's language
  await expect(page.getByRole('heading', { name: 'Erwartungen', exact: true })).toBeVisible();
  await page.getByTestId('preview-language').getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Expectations', exact: true })).toBeVisible();
  await page.getByTestId('preview-check').click();
  await expect(page.getByText('This field is mandatory.').first()).toBeVisible();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // read-only: no enabled text inputs
  await page.getByTestId('preview-mode').getByText('Nur lesen').click();
  await expect(
    page.locator('.dpt-form-preview textarea:enabled, .dpt-form-preview input[type=text]:enabled'),
  ).toHaveCount(0);
});

test('an employee without forms access meets 403 on the preview', async ({ page }) => {
  await signIn(page, 'emil.employee@demo.example');
  await page.goto('/demo/admin/form/preview/1');
  await expect(page).toHaveURL(/\/error-403$/);
});

test('the preview runs under the strict Content-Security-Policy (no eval)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(e.message));
  await signIn(page, 'hanna.hr@demo.example');
  await page.goto('/demo/admin/form/preview/1');
  await page.getByTestId('preview-check').click();
  await expect(page.getByTestId('preview-check-result')).toBeVisible();
  expect(violations).toEqual([]);
});

test('a form page opened by its link asks for its code, session and form at once, each only once', async ({
  page,
}) => {
  await signIn(page, 'hanna.hr@demo.example');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/preload/i.test(m.text())) warnings.push(m.text());
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-element-id]')) return;
      (window as { formDrawnAt?: number }).formDrawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/demo/admin/form/preview/1');
  await expect(page.getByTestId('form-preview-page')).toBeVisible();
  await expect(page.getByTestId('preview-check')).toBeVisible();

  // the server named the page's chunks in index.html; the sign-in settings came with it
  await expect(page.locator('link[rel="modulepreload"][href*="/preview-page-"]')).toHaveCount(1);
  await expect(page.locator('script#auth-config')).toHaveCount(1);
  expect(asked.filter((path) => path === '/api/auth/config')).toEqual([]);
  // the early requests are the ones the page uses, not copies of them
  expect(asked.filter((path) => path === '/api/Forms/1')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/Session/Initialize')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/Theme/Colors/demo')).toHaveLength(1);
  // each stylesheet is fetched once: the preload matches the request the chunk loader makes (credentials
  // mode), so the browser neither warns nor fetches it again
  const styles = asked.filter((path) => path.endsWith('.css'));
  expect(styles.length).toBeGreaterThan(0);
  expect(styles).toEqual([...new Set(styles)]);
  expect(warnings).toEqual([]);
  // the code that drew the form came in one wave, named by index.html, and in few files (33 before the
  // chunk groups of vite.config.ts); the hub's client may follow the form
  const { drawnAt, named, fetched } = await page.evaluate(() => {
    const drawnAt = (window as { formDrawnAt?: number }).formDrawnAt ?? 0;
    return {
      drawnAt,
      named: [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
        (tag) => new URL(tag.getAttribute('src') ?? tag.getAttribute('href') ?? '', location.href).pathname,
      ),
      fetched: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime < drawnAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
    };
  });
  // the form was seen being drawn, and the page's own chunk is among the scripts before it
  expect(drawnAt).toBeGreaterThan(0);
  expect(fetched.some((path) => path.includes('/preview-page-'))).toBe(true);
  expect(fetched.filter((path) => !named.includes(path))).toEqual([]);
  expect(fetched.length, fetched.join(' ')).toBeLessThanOrEqual(22);
});
