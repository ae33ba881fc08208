import { expect, test } from '@playwright/test';
import { buildLargeQuestionnaire } from '../../src/engine/forms/testing/large-questionnaire';
import { keystrokeDurations } from '../keystroke-timing';
import { api } from './feedback-helpers';
import { signIn } from './sign-in';

test('typing into the middle of a 300-element form presents each keystroke without a stall', async ({
  page,
}) => {
  await signIn(page, 'hanna.hr@demo.example');
  const q = buildLargeQuestionnaire(300);
  const form = await api<{ id: number }>(page, 'POST', '/Forms', {
    correlationId: crypto.randomUUID(),
    name: 'Lange Vorschau E2E',
    questionnaireType: q.questionnaireType,
    isDraft: false,
    pages: q.pages,
  });

  await page.goto(`/demo/admin/form/preview/${form.id}`);
  await expect(page.locator('[data-element-id="e300"]')).toBeAttached({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');

  const durations = await keystrokeDurations(page, '[data-element-id="e152"] textarea', 'Mitte der Form');
  await expect(page.locator('[data-element-id="e152"] textarea')).toHaveValue('Mitte der Form');
  // a ceiling only a presentation stall breaks (the key to the next frame taking seconds), not a slow machine
  expect(Math.max(...durations)).toBeLessThan(1000);
});
