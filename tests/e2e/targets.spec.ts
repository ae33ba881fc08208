import { expect, test, type Page } from '@playwright/test';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { api, choose, feedbackOf, openProcessOf, signInAs } from './feedback-helpers';

const { MAFEG } = PROCESS_TYPES;
const DOCUMENTATION = 3;

/** Types into a goal editor's text input and leaves it, as a user would. */
async function type(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`);
  await input.fill(text);
  await input.blur();
}

async function saved(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
}

test('a manager sets goals with sub-goals for an employee; the documentation goals become final goals', async ({
  browser,
}) => {
  // Sara leads Jonas (demo hierarchy); Hanna from HR administers processes.
  const manager = await signInAs(browser, 'sara.supervisor@demo.example');
  const employee = await signInAs(browser, 'jonas.jung@demo.example');
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const m = manager.page;
  const e = employee.page;
  const stamp = Date.now().toString(36);
  const title = `Kundenworkshops leiten ${stamp}`;

  // the manager picks the employee and sets a goal with a sub-goal and an action
  await m.goto('/demo/targets');
  await m.getByTestId('goals-scope').getByText('Ziele meiner Mitarbeitenden').click();
  await choose(m, 'goals-employee', /Jung, Jonas/);
  await expect(m.getByTestId('goals-owner')).toContainText('Jonas Jung');
  await m.getByTestId('goal-add-personal').click();
  const goal = m.getByTestId('goals-personal').getByTestId('goal').last();
  const base = (await goal.locator('input[id$="_title"]').first().getAttribute('id'))!.replace(/_title$/, '');
  await type(m, `${base}_title`, title);
  await goal.getByRole('button', { name: 'Teilziel hinzufügen' }).click();
  await type(m, `${base}_subTargets_0_title`, 'Ersten Workshop vorbereiten');
  await goal.getByRole('button', { name: 'Maßnahme hinzufügen' }).click();
  await type(m, `${base}_actions_0_action`, 'Moderationstraining buchen');
  await type(m, `${base}_comment`, 'Im Gespräch vereinbart.');
  await saved(m);

  // the employee sees it on their own goals page, with the comment's author
  await e.goto('/demo/targets');
  const mine = e.getByTestId('goals-personal');
  await expect(mine.locator(`input[value="${title}"]`)).toBeVisible();
  await expect(mine.locator('input[value="Ersten Workshop vorbereiten"]')).toBeVisible();
  await expect(mine.locator('input[value="Moderationstraining buchen"]')).toBeVisible();
  await expect(mine).toContainText('Kommentar von Sara Schmidt');

  // the employee adds a goal of their own and deletes it again (after a confirmation)
  await e.getByTestId('goal-add-personal').click();
  const own = mine.getByTestId('goal').last();
  await own.locator('input[id$="_title"]').first().fill('Eigenes Ziel');
  await own.locator('input[id$="_title"]').first().blur();
  await saved(e);
  await own.getByRole('button', { name: /Ziel 2 entfernen/ }).click();
  await e.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(e.getByText('Das Ziel wurde gelöscht.')).toBeVisible();
  await expect(mine.getByTestId('goal')).toHaveCount(1);

  // the MAFEG documentation gets a goal in its form (HR moves the process to the documentation phase)
  const process = await openProcessOf(m, MAFEG, 'JJUN');
  const documentation = feedbackOf(process, DOCUMENTATION);
  await api(hr.page, 'POST', '/Feedbacks/SetProcessStatus', { processId: process.id, statusId: 150 });
  await m.goto(`/demo/feedback/${documentation}`);
  await expect(m.getByTestId('feedback-page')).toHaveAttribute('data-mode', 'edit');
  const finalTitle = `Zwei Schlüsselkunden übernehmen ${stamp}`;
  const goalsPage = m.getByRole('region', { name: 'Ziele und Entwicklung' });
  await goalsPage.getByRole('button', { name: 'Ziel hinzufügen' }).click();
  await type(m, 'root_md-goals_targets_0_title', finalTitle);
  await saved(m);
  // the form shows it again after a reload
  await m.reload();
  await expect(m.locator('#root_md-goals_targets_0_title')).toHaveValue(finalTitle);

  // final confirmation (HR sets the final status): the goal is carried over into the employee's final goals,
  // and the employee's open page follows without a reload
  await e.getByTestId('goals-tab-final').click();
  await api(hr.page, 'POST', '/Feedbacks/SetProcessStatus', { processId: process.id, statusId: 170 });
  const finals = e.getByTestId('goals-final');
  await expect(finals.locator(`input[value="${finalTitle}"]`)).toBeVisible();
  await expect(finals.getByTestId('goal-copied')).toContainText('Aus der MAFEG-Dokumentation übernommen');

  await Promise.all([manager.close(), employee.close(), hr.close()]);
});
