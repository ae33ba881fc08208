import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test("a member of one organization meets 403 in another organization's pages and 404 for an unknown one", async ({
  page,
}) => {
  await signIn(page, 'emil.employee@demo.example');
  await expect(page).toHaveURL(/\/demo\/dashboard$/);

  await page.goto('/nordlicht/dashboard');
  await expect(page).toHaveURL(/\/error-403$/);
  await expect(page.getByTestId('error-page-403')).toBeVisible();

  await page.goto('/no-such-organization/dashboard');
  await expect(page.getByTestId('error-page-404')).toBeVisible();
});

test("the second organization's user sees its own logo and colours", async ({ page }) => {
  await signIn(page, 'nora.nord@nordlicht.example');
  await expect(page).toHaveURL(/\/nordlicht\/dashboard$/);
  await expect(page.getByTestId('top-bar').locator('img')).toHaveAttribute('src', /nordlicht-logo\.png/);
});
