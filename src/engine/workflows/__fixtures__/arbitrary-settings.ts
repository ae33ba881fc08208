import fc from 'fast-check';
import { FEEDBACK_TYPE_IDS, TRIGGER_IDS, type FeedbackType, type TriggerType } from '../../constants';
import { transitionKey } from '../check-transitions';
import type { WorkflowSettings, WorkflowTransition } from '../types';
import { buildAccess, buildSettings, buildStatus, buildTransition } from './build-settings';

const ALLOWED: FeedbackType[] = [1, 2, 3, 100];
const trigger = fc.constantFrom<TriggerType>(...TRIGGER_IDS);
const feedbackType = fc.constantFrom<FeedbackType | null>(null, ...ALLOWED);
/** An event the interpreter may be asked about: any trigger, any feedback type or none. */
export const anyEvent = fc.record({
  trigger,
  feedbackType: fc.constantFrom<FeedbackType | null>(null, ...FEEDBACK_TYPE_IDS),
});

type Edge = { from: number; to: number; trigger: TriggerType; feedbackType: FeedbackType | null };
const edge = (size: number) =>
  fc.record({ from: fc.nat(size - 1), to: fc.nat(size - 1), trigger, feedbackType });

// The first transition per from + trigger + feedback type wins, so that the result stays deterministic.
function deterministic(transitions: WorkflowTransition[]): WorkflowTransition[] {
  const seen = new Set<string>();
  return transitions.filter((t) => !seen.has(transitionKey(t)) && seen.add(transitionKey(t)));
}

function settingsOf(ids: number[], closed: number, transitions: WorkflowTransition[], final: number) {
  const statusList = [
    ...ids.map((id, i) => buildStatus(id, i === 0 ? 0 : id === final ? 99 : 10)),
    buildStatus(closed, 999),
  ];
  const userAccess = ids.map((statusId) =>
    buildAccess({ statusId, donorRole: 1000, feedbackType: null, read: true, update: true }),
  );
  return buildSettings({
    statusList,
    transitions: deterministic(transitions),
    userAccess,
    allowedFeedbackTypes: ALLOWED,
    initialStatus: ids[0],
    finalStatus: final,
    closedStatus: closed,
  });
}

const statusIds = (min: number, max: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: 9999 }), { minLength: min + 1, maxLength: max + 1 });

/**
 * Valid settings: a chain initial -> ... -> final through every status guarantees reachability and a way
 * to complete; extra transitions go anywhere among the chain and to the closed status. With `jumpsAhead`
 * false, extras never jump ahead, so each chain step is the only way forward.
 */
export const validSettings = (options: { jumpsAhead: boolean } = { jumpsAhead: true }) =>
  statusIds(1, 8).chain((all) => {
    const closed = all[all.length - 1];
    const ids = all.slice(0, -1);
    return fc
      .record({
        chain: fc.array(fc.record({ trigger, feedbackType }), {
          minLength: ids.length,
          maxLength: ids.length,
        }),
        extras: fc.array(edge(ids.length + 1), { maxLength: 12 }),
      })
      .map(({ chain, extras }) => {
        const steps = ids
          .slice(1)
          .map((to, i) => buildTransition(ids[i], to, chain[i].trigger, chain[i].feedbackType));
        const more = extras
          .filter((e) => e.from < ids.length && (options.jumpsAhead || e.to <= e.from || e.to === ids.length))
          .map((e) => buildTransition(ids[e.from], all[e.to], e.trigger, e.feedbackType));
        return settingsOf(ids, closed, [...steps, ...more], ids[ids.length - 1]);
      });
  });

/** Any deterministic settings: random transitions, so statuses may be unreachable or dead ends. */
export const deterministicSettings = statusIds(1, 8).chain((all) => {
  const closed = all[all.length - 1];
  const ids = all.slice(0, -1);
  return fc
    .record({ edges: fc.array(edge(ids.length + 1), { maxLength: 16 }), final: fc.nat(ids.length - 1) })
    .map(({ edges, final }) => {
      const transitions = edges
        .filter((e: Edge) => e.from < ids.length)
        .map((e) => buildTransition(ids[e.from], all[e.to], e.trigger, e.feedbackType));
      return settingsOf(ids, closed, transitions, ids[final]);
    });
}) as fc.Arbitrary<WorkflowSettings>;
