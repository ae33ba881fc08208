import { PROCESS_TYPES, type ProcessType } from '../../../engine/constants';

const DOC = 3;

/** The steps of demo-processes' scenarios that these use (structurally the same). */
type Step =
  | { fill: number; by: string; share?: number }
  | { submit: number; by: string }
  | { approve: number; by: string }
  | { talkDate: number; by: string };
type Run = (
  recipient: string,
  creator: string,
  type: ProcessType,
  talkround: string,
  steps: Step[],
) => Promise<unknown>;

/**
 * More demo promotions and conferences for the organization `demo`, through the same scenario runner:
 * a nomination waiting for HR's decision, a confirmed one, a PDC whose conference is in five days with the
 * documents not sent (the overview's warning) and one whose documents went out in time.
 */
export async function demoCareerAndConferences(run: Run): Promise<void> {
  await run('PPET', 'TKLE', PROCESS_TYPES.PROMOTION, 'promotion', [
    { fill: DOC, by: 'TKLE' },
    { submit: DOC, by: 'TKLE' },
  ]);
  await run('CCLA', 'SSCH', PROCESS_TYPES.PROMOTION, 'promotion', [
    { fill: DOC, by: 'SSCH' },
    { submit: DOC, by: 'SSCH' },
    { approve: DOC, by: 'HHOF' },
  ]);
  await run('MMUE', 'AALB', PROCESS_TYPES.PDC, 'pdc-head', [{ talkDate: 5, by: 'HHOF' }]);
  await run('TKLE', 'MMUE', PROCESS_TYPES.PDC, 'pdc-sales', [
    { fill: DOC, by: 'MMUE' },
    { talkDate: 30, by: 'HHOF' },
    { submit: DOC, by: 'MMUE' },
  ]);
}
