import { describe, expect, it } from 'vitest';
import { expectMatchingTexts } from '../../../process-common/i18n/check-texts';
import de from './de-DE.json';
import en from './en-US.json';

const ROOTS = [
  'dashboardTasks',
  'dashboardCalendar',
  'dashboardStatus',
  'dashboardTalkrounds',
  'dashboardWidgets',
];

describe('dashboard texts', () => {
  it('German and English have the same keys and placeholders under each of the dashboard roots', () => {
    expect(Object.keys(de)).toEqual(ROOTS);
    expect(Object.keys(en)).toEqual(ROOTS);
    for (const root of ROOTS)
      expectMatchingTexts(
        { [root]: (de as Record<string, unknown>)[root] },
        { [root]: (en as Record<string, unknown>)[root] },
        root,
      );
  });
});
