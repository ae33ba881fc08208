import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { NOTIFICATION_KINDS, notificationText } from './notification-text';

describe('notificationText', () => {
  it('speaks German and English with the process, feedback and actor', () => {
    const params = { processType: 3, feedbackType: 3, actor: 'Sara Supervisor' };
    expect(notificationText('feedbackSubmitted', params, 'de-DE')).toBe(
      'Sara Supervisor hat die Dokumentation (EHG) abgeschickt.',
    );
    expect(notificationText('feedbackSubmitted', params, 'en-US')).toBe(
      'Sara Supervisor submitted the documentation (EHG).',
    );
    expect(
      notificationText(
        'feedbackVetoed',
        { ...params, processType: 1, comment: 'Bitte Ziele ergänzen' },
        'de-DE',
      ),
    ).toBe('Sara Supervisor hat ein Veto gegen Ihre Dokumentation (MAFEG) eingelegt: Bitte Ziele ergänzen');
  });

  it('shows a talk date as DD.MM.YYYY in the organization time zone', () => {
    const at = '2026-03-12T09:30:00.000Z';
    expect(notificationText('talkDateSet', { processType: 1, at }, 'de-DE')).toBe(
      'Gesprächstermin (MAFEG): 12.03.2026, 10:30.',
    );
    expect(notificationText('talkDateSet', { processType: 1, at }, 'en-US')).toBe(
      'Talk date (MAFEG): 03/12/2026, 10:30 AM.',
    );
  });

  it('makes a text for every kind in both languages, whatever the parameters', () => {
    const params = fc.record(
      {
        processType: fc.integer({ min: -1, max: 9 }),
        feedbackType: fc.integer({ min: -1, max: 300 }),
        actor: fc.string(),
        comment: fc.string(),
        at: fc.oneof(
          fc.constant('not a date'),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...NOTIFICATION_KINDS),
        fc.constantFrom(...LANGUAGES),
        params,
        (kind, lang, p) => {
          const text = notificationText(kind, p, lang);
          expect(typeof text).toBe('string');
          expect(text.length).toBeGreaterThan(0);
          expect(text).not.toContain('undefined');
        },
      ),
    );
  });
});
