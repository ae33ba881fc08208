import { describe, expect, it } from 'vitest';
import { CAREER_PATH_NAMES } from '../../../engine/forms';
import { reportLabel } from '../../../engine/reporting';
import de from '../../forms/i18n/de-DE.json';
import en from '../../forms/i18n/en-US.json';

// The promotion dialog and the career widget name the paths from the forms' texts, the reports from the engine.
describe('career path names', () => {
  it.each([
    ['de-DE', de.forms.career.paths],
    ['en-US', en.forms.career.paths],
  ] as const)('the forms (%s) use the engine wording', (locale, paths) => {
    expect(paths).toEqual({
      1: CAREER_PATH_NAMES[1][locale],
      2: CAREER_PATH_NAMES[2][locale],
      3: CAREER_PATH_NAMES[3][locale],
    });
  });

  it('the reports carry the same words', () => {
    expect(reportLabel('careerPath', 1, 'de-DE')).toBe('Fachkarriere');
    expect(reportLabel('careerPath', 2, 'de-DE')).toBe('Führungskarriere');
    expect(reportLabel('careerPath', 3, 'de-DE')).toBe('Expertenkarriere');
    expect(reportLabel('careerPath', 3, 'en-US')).toBe('Expert');
  });
});
