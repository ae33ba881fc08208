import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('an administrator creates a SCIM token, sees it once, and revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'anna.admin@demo.example');
  await page.getByRole('link', { name: 'Provisionierung' }).click();
  await expect(page).toHaveURL(/\/demo\/admin\/provisioning$/);
  await expect(page.getByTestId('scim-base-url')).toHaveValue(/\/scim\/v2$/);

  const name = `E2E Entra ${Date.now()}`;
  await page.getByTestId('token-name').fill(name);
  await page.getByTestId('token-create').click();
  const dialog = page.getByTestId('secret-dialog');
  await expect(dialog).toContainText('nur dieses eine Mal');
  const secret = await page.getByTestId('secret-value').inputValue();
  expect(secret).toMatch(/^dptscim_[A-Za-z0-9_-]{43}$/);
  await page.getByTestId('secret-value-copy').click();
  await expect(dialog).toContainText('In die Zwischenablage kopiert');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // the token works against the SCIM endpoint
  const config = await page.request.get('/scim/v2/ServiceProviderConfig', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(config.status()).toBe(200);

  // once closed, the secret is nowhere on the page; the list shows the token as active
  await page.getByTestId('secret-done').click();
  await expect(dialog).toBeHidden();
  expect(await page.content()).not.toContain(secret);
  const row = page.getByTestId('token-table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Aktiv');

  // revoking asks first, then the token stops working
  await row.getByRole('button', { name: `Token „${name}“ widerrufen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Token widerrufen' });
  await expect(confirm).toContainText('lässt sich nicht rückgängig machen');
  await confirm.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(row).toContainText('Widerrufen am');
  const refused = await page.request.get('/scim/v2/Users', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
});
