import { describe, expect, it } from 'vitest';
import { buildSettings, buildTransition } from './__fixtures__/build-settings';
import mafegMachine from './__fixtures__/mafeg.machine.json';
import { compileWorkflow } from './compile';
import { DEFAULT_WORKFLOWS } from './defaults';
import { closeTarget, nextStatus } from './interpret';
import { WorkflowSettingsError } from './issues';
import { workflowMachineConfig } from './machine';

describe('compileWorkflow', () => {
  it('compiles one state per status, with the trigger names as events (golden: MAFEG)', () => {
    expect(workflowMachineConfig(DEFAULT_WORKFLOWS[1])).toEqual(mafegMachine);
    const compiled = compileWorkflow(DEFAULT_WORKFLOWS[1]);
    expect(Object.keys(compiled.machine.states).map(Number)).toEqual(
      DEFAULT_WORKFLOWS[1].statusList.map((s) => s.statusId),
    );
    expect(compiled.machine.config.initial).toBe('100');
  });

  it('returns the same compiled workflow for the same settings object', () => {
    const settings = buildSettings();
    expect(compileWorkflow(settings)).toBe(compileWorkflow(settings));
    expect(compileWorkflow(structuredClone(settings))).not.toBe(compileWorkflow(settings));
  });

  it('throws WorkflowSettingsError carrying the issues', () => {
    const settings = buildSettings({ initialStatus: 5 });
    expect(() => compileWorkflow(settings)).toThrow(WorkflowSettingsError);
    try {
      compileWorkflow(settings);
    } catch (error) {
      expect((error as WorkflowSettingsError).issues.map((i) => i.code)).toContain('unknownInitialStatus');
      expect((error as WorkflowSettingsError).code).toBe('WORKFLOW_SETTINGS_INVALID');
    }
  });

  it('prefers the transition for the exact feedback type over the one for any type', () => {
    const settings = buildSettings({
      transitions: [
        buildTransition(10, 30, 6, null),
        buildTransition(10, 20, 6, 3),
        buildTransition(20, 30, 3, 3),
      ],
    });
    const compiled = compileWorkflow(settings);
    expect(nextStatus(compiled, 10, 6, 3)).toBe(20);
    expect(nextStatus(compiled, 10, 6, 1)).toBe(30);
    expect(nextStatus(compiled, 10, 6, null)).toBe(30);
    expect(nextStatus(compiled, 20, 3, null)).toBeNull(); // null only matches "any" transitions
  });

  it('closes from every status but the closed one, and knows nothing of unknown statuses', () => {
    const compiled = compileWorkflow(buildSettings());
    expect([10, 20, 30].map((s) => closeTarget(compiled, s))).toEqual([99, 99, 99]);
    expect(closeTarget(compiled, 99)).toBeNull();
    expect(closeTarget(compiled, 12345)).toBeNull();
    expect(nextStatus(compiled, 12345, 3, 3)).toBeNull();
  });
});
