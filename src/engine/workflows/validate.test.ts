import { describe, expect, it } from 'vitest';
import { PROCESS_TYPE_IDS } from '../constants';
import { DEFAULT_WORKFLOWS } from './defaults';
import { validateWorkflowSettings } from './validate';

describe('validateWorkflowSettings', () => {
  it.each(PROCESS_TYPE_IDS)('accepts the default workflow of process type %i', (processType) => {
    const result = validateWorkflowSettings(structuredClone(DEFAULT_WORKFLOWS[processType]));
    expect(result).toEqual({ ok: true, settings: DEFAULT_WORKFLOWS[processType] });
  });

  it('reports missing and extra properties as JSON pointers to the field', () => {
    const { finalStatus: _omitted, ...rest } = structuredClone(DEFAULT_WORKFLOWS[1]);
    const result = validateWorkflowSettings({ ...rest, colour: 'red' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual(
        expect.arrayContaining([
          { path: '/finalStatus', message: 'is required' },
          { path: '/colour', message: 'is not allowed' },
        ]),
      );
  });

  it('reports wrong ids deep in the document', () => {
    const settings = structuredClone(DEFAULT_WORKFLOWS[3]) as unknown as Record<string, unknown[]>;
    (settings.transitions[0] as Record<string, unknown>).triggerType = 11;
    (settings.userAccess[0] as Record<string, unknown>).donorRole = 15;
    const result = validateWorkflowSettings(settings);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((e) => e.path)).toEqual(
        expect.arrayContaining(['/transitions/0/triggerType', '/userAccess/0/donorRole']),
      );
  });

  it('rejects what is not an object', () => {
    for (const input of [null, 1, 'x', []]) expect(validateWorkflowSettings(input).ok).toBe(false);
  });
});
