import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('the header search finds an employee among those one may see, and answers in readable feedbacks', async ({
  page,
}) => {
  await signIn(page, 'sara.supervisor@demo.example');
  const search = page.getByTestId('header-search');

  // people: after the pause, at most five, leading to their goals
  await search.fill('web');
  const people = page.getByTestId('header-search-people');
  await expect(people.getByRole('link', { name: 'Weber, Emil (EWEB)' })).toBeVisible();
  await expect(page.getByText('Eingabetaste: in den Antworten der Feedbacks suchen')).toBeVisible();
  await people.getByRole('link', { name: 'Weber, Emil (EWEB)' }).click();
  await expect(page).toHaveURL(/\/demo\/targets\?userId=\d+$/);
  await expect(page.getByTestId('header-search-results')).toBeHidden();

  // answers: Enter searches the feedbacks Sara may read, and a result opens the feedback
  await search.fill('Begründung');
  await search.press('Enter');
  const answers = page.getByTestId('header-search-answers');
  await expect(answers.getByRole('link').first()).toBeVisible();
  await expect(answers.getByText('Begründung im Gespräch erläutert.').first()).toBeVisible();
  await answers.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/demo\/feedback\/\d+$/);
  await expect(page.getByTestId('feedback-page')).toBeVisible();

  // nothing found is said as such
  await search.fill('Quokkabudget');
  await search.press('Enter');
  await expect(page.getByText('Keine Antworten mit „Quokkabudget“.')).toBeVisible();
});
