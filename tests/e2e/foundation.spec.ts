import { expect, test } from '@playwright/test';

test('a demo user signs in, switches language and theme, keeps them after reload, meets 403, signs out', async ({
  page,
}) => {
  await page.goto('/');
  // the embedded provider's sign-in page, German by default
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill('emil.employee@demo.example');
  await page.getByLabel('Passwort').fill('demo');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page).toHaveURL(/\/demo\/dashboard$/);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Emil');
  await expect(page.locator('html')).toHaveAttribute('lang', /de/);

  await page.getByTestId('settings-menu-button').click();
  await page.getByTestId('language-en-US').click();
  await expect(page.locator('html')).toHaveAttribute('lang', /en/);
  await page.getByTestId('theme-switch').click();
  await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-theme-mode', 'dark');

  await page.reload();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /en/);
  await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-theme-mode', 'dark');

  // an employee has no access to the error log
  await page.goto('/demo/admin/error-log');
  await expect(page).toHaveURL(/\/error-403$/);
  await expect(page.getByTestId('error-page-403')).toBeVisible();

  // back to German and light, as the demo data had it (later specs sign in as Emil too)
  await page.goto('/demo/dashboard');
  await page.getByTestId('settings-menu-button').click();
  await page.getByTestId('language-de-DE').click();
  await expect(page.locator('html')).toHaveAttribute('lang', /de/);
  await page.getByTestId('theme-switch').click();
  await expect(page.getByTestId('theme-switch')).toHaveAttribute('data-theme-mode', 'light');
  if (!(await page.getByTestId('logout').isVisible())) await page.getByTestId('settings-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByRole('heading', { name: /Anmelden|Sign in/ })).toBeVisible();
});
