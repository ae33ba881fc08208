import { expect, test, type Page } from '@playwright/test';
import { EXTERNAL_ISSUER_URL } from './external-idp-env';

// Runs with playwright.external-idp.config.ts: the app trusts a second, separate OpenID Connect provider whose
// people have their own random subjects; they are matched to the demo organization's employees by e-mail.

/** Opens `path`, which sends the browser to the second provider's sign-in page, and signs in there. */
async function signInAtSecondProvider(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`^${EXTERNAL_ISSUER_URL}/interaction/`));
  await page.getByLabel('Email at Second IdP').fill(email);
  await page.getByLabel('Password at Second IdP').fill('second');
  await page.getByRole('button', { name: 'Sign in at Second IdP' }).click();
}

test('a person of the second provider reaches the dashboard as the matched employee, with its roles', async ({
  page,
}) => {
  await signInAtSecondProvider(page, 'emil.employee@demo.example');
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  // the employee's record (names from the database) and the roles of the provider's claim: dpt-admins maps to
  // full administrator, who may open the error log
  await page.goto('/demo/admin/error-log');
  await expect(page.getByTestId('error-log-page')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/admin\/error-log$/);
});

test('an employee without roles at the provider gets no administration', async ({ page }) => {
  await signInAtSecondProvider(page, 'lena.lang@demo.example');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await page.goto('/demo/admin/error-log');
  await expect(page.getByTestId('error-page-403')).toBeVisible();
});

test('a person the organization does not know sees a clear page, whom to ask, and can sign out', async ({
  page,
}) => {
  await signInAtSecondProvider(page, 'sam.stranger@elsewhere.example');
  // no organization knows them: the start page says so, never the 500 page
  const unknown = page.getByTestId('unknown-person-page');
  await expect(unknown).toBeVisible();
  await expect(unknown).toContainText('keine Organisation');
  await expect(page.getByTestId('error-page-500')).toHaveCount(0);

  // an organization's page names it and its feedback mail
  await page.goto('/demo/dashboard');
  await expect(unknown).toBeVisible();
  await expect(unknown.getByRole('heading', { name: 'Angemeldet, aber hier nicht bekannt' })).toBeVisible();
  await expect(unknown).toContainText('Demo AG kennt Sie nicht');
  await expect(page.getByTestId('unknown-person-contact')).toContainText('feedback@demo.example');
  await expect(page.getByTestId('unknown-person-who')).toContainText('sam.stranger@elsewhere.example');
  await expect(page.getByTestId('error-page-500')).toHaveCount(0);

  await page.getByTestId('unknown-person-sign-out').click();
  await expect(page).toHaveURL(new RegExp(`^${EXTERNAL_ISSUER_URL}/session/end`));
});

test('HR sees on the employee page how a person signs in, and undoes a wrong link', async ({ browser }) => {
  // Lena signs in once: her subject at the second provider is linked to her employee record
  const lenaContext = await browser.newContext({ locale: 'de-DE' });
  const lena = await lenaContext.newPage();
  await signInAtSecondProvider(lena, 'lena.lang@demo.example');
  await expect(lena.getByTestId('dashboard-page')).toBeVisible();
  await lenaContext.close();

  // Emil administers (dpt-admins at the provider): Lena's profile tab shows the link
  const adminContext = await browser.newContext({ locale: 'de-DE' });
  const admin = await adminContext.newPage();
  await signInAtSecondProvider(admin, 'emil.employee@demo.example', '/demo/admin/user/LLAN');
  await expect(admin.getByTestId('employee-page')).toBeVisible();
  await admin.getByRole('tab', { name: 'Profil' }).click();
  const identities = admin.getByTestId('employee-identities');
  await expect(identities.getByTestId('employee-identity')).toHaveCount(1);
  await expect(identities).toContainText(EXTERNAL_ISSUER_URL);

  // undoing asks first, then the link is gone and the change history names who undid it
  await identities.getByRole('button', { name: 'Verknüpfung lösen' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Verknüpfung lösen?' });
  await expect(dialog).toContainText('nicht mehr Lena Lang zugeordnet');
  await dialog.getByRole('button', { name: 'Verknüpfung lösen' }).click();
  await expect(admin.getByText('Die Verknüpfung wurde gelöst.')).toBeVisible();
  await expect(identities).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Änderungshistorie' }).click();
  const rows = admin.getByTestId('employee-history').locator('tbody tr');
  await expect(rows.filter({ hasText: 'Anmeldung (Identitätsanbieter)' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Erste Anmeldung' })).toHaveCount(1);
  await expect(rows.first()).toContainText('Emil');
  await adminContext.close();
});
