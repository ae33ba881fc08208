import type { ProcessType } from '../constants';
import edc from '../../../workflows/edc.json';
import ehg from '../../../workflows/ehg.json';
import mafeg from '../../../workflows/mafeg.json';
import pdc from '../../../workflows/pdc.json';
import pdp from '../../../workflows/pdp.json';
import promotion from '../../../workflows/promotion.json';
import type { WorkflowSettings } from './types';
import { validateWorkflowSettings } from './validate';

// JSON imports are typed loosely (number, not 1 | 2 | ...): the schema check is what makes them settings.
function load(input: unknown, file: string): WorkflowSettings {
  const result = validateWorkflowSettings(input);
  if (!result.ok) throw new Error(`workflows/${file} is invalid: ${JSON.stringify(result.errors)}`);
  return result.settings;
}

/** The default workflow settings per process type (`workflows/*.json`), validated against the schema. */
export const DEFAULT_WORKFLOWS: Readonly<Record<ProcessType, WorkflowSettings>> = {
  1: load(mafeg, 'mafeg.json'),
  2: load(pdp, 'pdp.json'),
  3: load(ehg, 'ehg.json'),
  4: load(promotion, 'promotion.json'),
  5: load(pdc, 'pdc.json'),
  6: load(edc, 'edc.json'),
};

/** Pure. A deep copy of the default workflow of a process type, safe to edit (e.g. as a seed row). */
export function defaultWorkflow(processType: ProcessType): WorkflowSettings {
  return structuredClone(DEFAULT_WORKFLOWS[processType]);
}
