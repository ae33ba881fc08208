import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPE_IDS, TRIGGER_IDS, type FeedbackType, type TriggerType } from '../constants';
import { anyEvent, deterministicSettings, validSettings } from './__fixtures__/arbitrary-settings';
import { checkWorkflowSettings } from './check';
import { compileUnchecked, compileWorkflow, type CompiledWorkflow } from './compile';
import { closeTarget, nextStatus } from './interpret';
import type { WorkflowSettings } from './types';

const FEEDBACK: (FeedbackType | null)[] = [null, ...FEEDBACK_TYPE_IDS];
const byNumber = (a: number, b: number) => a - b;

/** Every status some sequence of triggers (or closing) reaches through the interpreter. */
function simulate(compiled: CompiledWorkflow): Set<number> {
  const start = compiled.settings.initialStatus;
  const seen = new Set([start]);
  const queue = [start];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    const next = TRIGGER_IDS.flatMap((t) => FEEDBACK.map((f) => nextStatus(compiled, status, t, f)));
    for (const to of [...next, closeTarget(compiled, status)])
      if (to !== null && !seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
  }
  return seen;
}

/** The reading of the settings the machine must agree with: exact feedback type first, then "any". */
function reference(
  settings: WorkflowSettings,
  status: number,
  trigger: TriggerType,
  feedback: FeedbackType | null,
) {
  const from = settings.transitions.filter((t) => t.from === status && t.triggerType === trigger);
  const exact = feedback === null ? undefined : from.find((t) => t.feedbackType === feedback);
  return (exact ?? from.find((t) => t.feedbackType === null))?.to ?? null;
}

const issuesOf = (settings: WorkflowSettings, code: string) =>
  checkWorkflowSettings(settings).filter((i) => i.code === code);

describe('workflow engine properties', () => {
  it('valid settings compile, and every status is reached by some trigger sequence', () => {
    fc.assert(
      fc.property(validSettings(), (settings) => {
        expect(checkWorkflowSettings(settings)).toEqual([]);
        const reached = simulate(compileWorkflow(settings));
        expect([...reached].sort(byNumber)).toEqual(
          settings.statusList.map((s) => s.statusId).sort(byNumber),
        );
      }),
    );
  });

  it('the statuses the checker calls reachable are exactly those the interpreter reaches', () => {
    fc.assert(
      fc.property(deterministicSettings, (settings) => {
        const unreachable = new Set(
          issuesOf(settings, 'unreachableStatus').map((i) => Number(i.params.statusId)),
        );
        const reachable = settings.statusList.map((s) => s.statusId).filter((id) => !unreachable.has(id));
        expect([...simulate(compileUnchecked(settings))].sort(byNumber)).toEqual(reachable.sort(byNumber));
      }),
    );
  });

  it('nextStatus returns a status of the list or null, and agrees with the reference reading', () => {
    fc.assert(
      fc.property(
        deterministicSettings,
        anyEvent,
        fc.integer({ min: -1, max: 10_000 }),
        (settings, event, other) => {
          const compiled = compileUnchecked(settings);
          const ids = settings.statusList.map((s) => s.statusId);
          for (const status of [...ids, other]) {
            const to = nextStatus(compiled, status, event.trigger, event.feedbackType);
            if (to !== null) expect(ids).toContain(to);
            const expected = ids.includes(status)
              ? reference(settings, status, event.trigger, event.feedbackType)
              : null;
            expect(to).toBe(expected);
          }
        },
      ),
    );
  });

  it('removing a transition on the only path to the final status is reported', () => {
    fc.assert(
      fc.property(
        validSettings({ jumpsAhead: false }).filter((s) => s.statusList.length > 2),
        fc.nat(),
        (settings, pick) => {
          // The chain steps come first; without jumps ahead, each of them is the only way forward.
          const steps = settings.statusList.length - 2;
          const removed = pick % steps;
          const broken = { ...settings, transitions: settings.transitions.filter((_, i) => i !== removed) };
          const stuck = issuesOf(broken, 'noPathToFinal').map((i) => i.params.statusId);
          expect(stuck).toContain(settings.transitions[removed].from);
          expect(() => compileWorkflow(broken)).toThrow();
        },
      ),
    );
  });

  it('duplicate statuses, transitions and access entries are always reported', () => {
    fc.assert(
      fc.property(
        validSettings().filter((s) => s.transitions.length > 0),
        fc.nat(),
        (settings, pick) => {
          const t = settings.transitions[pick % settings.transitions.length];
          const at = `/transitions/${settings.transitions.length}`;
          const same = { ...settings, transitions: [...settings.transitions, { ...t }] };
          expect(issuesOf(same, 'duplicateTransition').map((i) => i.path)).toEqual([at]);
          const other = settings.statusList.find((s) => s.statusId !== t.to)?.statusId ?? t.to;
          const conflicting = { ...settings, transitions: [...settings.transitions, { ...t, to: other }] };
          const code = other === t.to ? 'duplicateTransition' : 'conflictingTransitions';
          expect(issuesOf(conflicting, code).map((i) => i.path)).toEqual([at]);

          const status = settings.statusList[pick % settings.statusList.length];
          const twice = { ...settings, statusList: [...settings.statusList, { ...status }] };
          expect(issuesOf(twice, 'duplicateStatus')).toHaveLength(1);
          const entry = settings.userAccess[pick % settings.userAccess.length];
          const twoEntries = {
            ...settings,
            userAccess: [...settings.userAccess, { ...entry, read: !entry.read }],
          };
          expect(issuesOf(twoEntries, 'duplicateAccessEntry')).toHaveLength(1);
        },
      ),
    );
  });
});
