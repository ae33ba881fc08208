import type { Page } from '@playwright/test';

/** Signs in through the embedded provider's German sign-in page and waits for the dashboard. */
export async function signInAs(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('demo');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByTestId('dashboard-page').waitFor({ timeout: 30_000 });
}
