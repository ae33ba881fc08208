import type { ProcessType } from '../constants';
import edc from '../../../workflows/edc.json';
import ehg from '../../../workflows/ehg.json';
import mafeg from '../../../workflows/mafeg.json';
import pdc from '../../../workflows/pdc.json';
import pdp from '../../../workflows/pdp.json';
import promotion from '../../../workflows/promotion.json';
import type { WorkflowSettings } from './types';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

// JSON imports are typed loosely (number, not 1 | 2 | ...). defaults.test.ts validates every file against
// the schema and the checker; validating here would run ajv in the browser, which the CSP forbids.
// Frozen because compiled workflows are cached per settings object.
const settings = (json: unknown) => deepFreeze(json as WorkflowSettings);

/** The default workflow settings per process type (`workflows/*.json`). */
export const DEFAULT_WORKFLOWS: Readonly<Record<ProcessType, WorkflowSettings>> = {
  1: settings(mafeg),
  2: settings(pdp),
  3: settings(ehg),
  4: settings(promotion),
  5: settings(pdc),
  6: settings(edc),
};

/** Pure. A deep copy of the default workflow of a process type, safe to edit (e.g. as a seed row). */
export function defaultWorkflow(processType: ProcessType): WorkflowSettings {
  return structuredClone(DEFAULT_WORKFLOWS[processType]);
}
