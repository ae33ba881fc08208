import { describe, expect, it } from 'vitest';
import { buildSettings } from './__fixtures__/build-settings';
import { DEFAULT_WORKFLOWS } from './defaults';
import { dashboardGroupOf, isClosed, localize, statusDescription, statusLabel } from './labels';

describe('status labels and groups', () => {
  const mafeg = DEFAULT_WORKFLOWS[1];

  it('names a status in the asked language', () => {
    expect(statusLabel(mafeg, 160, 'en-US')).toBe('Documentation awaiting approval');
    expect(statusLabel(mafeg, 160, 'de-DE')).toBe('Dokumentation zur Bestätigung');
    expect(statusDescription(mafeg, 100, 'en-US')).toMatch(/created/);
  });

  it('falls back to the other language, then to the id', () => {
    const settings = buildSettings();
    settings.statusList[0] = { ...settings.statusList[0], translations: { 'de-DE': 'Offen' } };
    expect(statusLabel(settings, 10, 'en-US')).toBe('Offen');
    expect(statusLabel(settings, 4711, 'de-DE')).toBe('4711');
    expect(localize(null, 'de-DE', 'x')).toBe('x');
  });

  it('gives dashboard groups and the closed state', () => {
    expect(dashboardGroupOf(mafeg, 150)).toBe(20);
    expect(dashboardGroupOf(mafeg, 4711)).toBeNull();
    expect(isClosed(mafeg, 199)).toBe(true);
    expect(isClosed(mafeg, 170)).toBe(false);
  });
});
