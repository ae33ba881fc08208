import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('a supervisor hides a task on the dashboard, still hidden after a reload, and shows it again', async ({
  page,
}) => {
  await signIn(page, 'sara.supervisor@demo.example');
  const card = page.getByTestId('dashboard-tasks');
  const tasks = card.locator('li[data-testid^="task-"]');
  await expect(tasks.first()).toBeVisible();
  const count = await tasks.count();
  const first = tasks.first();
  const key = (await first.getAttribute('data-testid'))!.replace(/^task-/, '');
  // the link leads to where the task is done
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/demo\/(feedback|pdp|promotions|pdc-edc)/);

  // hide it with the keyboard
  await card.getByTestId(`task-toggle-${key}`).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId(`task-${key}`)).toHaveCount(0);
  await expect(tasks).toHaveCount(count - 1);

  await page.reload();
  await expect(tasks).toHaveCount(count - 1);
  await expect(card.getByTestId(`task-${key}`)).toHaveCount(0);

  // "show hidden" lists it, marked, and shows it again for good
  await card.getByTestId('dashboard-show-hidden').click();
  const hidden = card.getByTestId(`task-${key}`);
  await expect(hidden).toContainText('Ausgeblendet');
  await card.getByTestId(`task-toggle-${key}`).click();
  await expect(card.getByTestId('dashboard-show-hidden')).toHaveCount(0);
  await page.reload();
  await expect(tasks).toHaveCount(count);
  await expect(card.getByTestId(`task-${key}`)).not.toContainText('Ausgeblendet');
});
