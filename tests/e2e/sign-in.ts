import { expect, type Page } from '@playwright/test';

/** Signs in through the embedded provider's German sign-in page (demo password) and waits for the dashboard. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('demo');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // the whole session starts here (redirects, token, the app's chunks, the first data): a wider ceiling
  await expect(page.getByTestId('dashboard-page')).toBeVisible({ timeout: 60_000 });
}
