/**
 * The domain events of feedback processes, in one place: services record them in `process_events` inside
 * their transaction and emit them here after the commit. Hub publishing is one subscriber (the only publisher
 * of process events); notifications, goals and promotions subscribe the same way.
 */

import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export const PROCESS_EVENT_KINDS = [
  'created',
  'inProgress',
  'submitted',
  'approved',
  'vetoed',
  'talkDateSet',
  'talkDateReached',
  'closed',
  'statusSet',
  'formChanged',
  'copied',
  // answers saved without a step: told to open screens, not stored in the audit trail
  'answersSaved',
] as const;
export type ProcessEventKind = (typeof PROCESS_EVENT_KINDS)[number];

/** Kinds that change what a process list shows (status, dates, participants, the process itself). */
export const LIST_VISIBLE_KINDS: ReadonlySet<ProcessEventKind> = new Set(
  PROCESS_EVENT_KINDS.filter((kind) => kind !== 'answersSaved'),
);

/** Who is involved in the process, so that a subscriber can address people without a query. */
export type ProcessAudience = {
  recipientId: number;
  /** donors of the process's feedbacks (the recipient for a self-evaluation) */
  donorIds: number[];
  /** the recipient's supervisor line: direct supervisor first */
  lineIds: number[];
  mentorId: number | null;
  /** the process's feedbacks by type and donor: who holds which donor role, for the read check of readersOf */
  feedbacks?: { feedbackType: number; donorId: number | null }[];
};

/** One thing that happened to a process, as recorded after the commit. */
export type ProcessDomainEvent = {
  kind: ProcessEventKind;
  organizationId: number;
  processId: number;
  processType: number;
  feedbackId: number | null;
  feedbackType: number | null;
  actorId: number | null;
  /** the full administrator who acted as the actor (SPEC §6 impersonation); absent otherwise */
  impersonator?: { userId: number; name: string };
  /** the client (browser tab) whose request caused it; null for the system and the seed */
  origin: string | null;
  trigger: number | null;
  fromStatus: number | null;
  toStatus: number;
  at: Date;
  audience: ProcessAudience;
  payload: Record<string, unknown>;
};

export type ProcessEventHandler = (event: ProcessDomainEvent) => void | Promise<void>;
/** Runs inside the action's transaction, with its events, before the commit (see subscribeInTransaction). */
export type ProcessTransactionHandler = (
  trx: Kysely<Database>,
  events: readonly ProcessDomainEvent[],
) => Promise<void>;
type Logger = { error: (object: object, message: string) => void };

/** The subscription point of the process domain events. */
export class ProcessEvents {
  private readonly handlers = new Set<{
    kinds: ReadonlySet<ProcessEventKind> | null;
    handler: ProcessEventHandler;
  }>();

  private readonly inTransaction = new Set<ProcessTransactionHandler>();

  constructor(private readonly log: Logger) {}

  /**
   * Calls `handler` inside every action's transaction, after the action and before the commit, with the events
   * the action recorded: what it writes (an e-mail in the outbox) commits or rolls back together with the
   * action. A failing handler fails the action. Only writes through `trx` belong here; telling anyone waits
   * for subscribe(). Returns the unsubscribe.
   */
  subscribeInTransaction(handler: ProcessTransactionHandler): () => void {
    this.inTransaction.add(handler);
    return () => this.inTransaction.delete(handler);
  }

  /** Runs the transactional handlers (called by the core at the end of each action's transaction). */
  async beforeCommit(trx: Kysely<Database>, events: readonly ProcessDomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    for (const handler of this.inTransaction) await handler(trx, events);
  }

  /** Calls `handler` for every event (or only the given kinds) emitted after this call; returns the unsubscribe. */
  subscribe(handler: ProcessEventHandler, kinds?: readonly ProcessEventKind[]): () => void {
    const entry = { kinds: kinds ? new Set(kinds) : null, handler };
    this.handlers.add(entry);
    return () => this.handlers.delete(entry);
  }

  /**
   * Delivers committed events to the subscribers, in order. A failing subscriber is logged and does not stop
   * the others: the action itself has already succeeded.
   */
  async emit(events: readonly ProcessDomainEvent[]): Promise<void> {
    for (const event of events) {
      for (const { kinds, handler } of this.handlers) {
        if (kinds && !kinds.has(event.kind)) continue;
        try {
          await handler(event);
        } catch (err) {
          this.log.error(
            { err, kind: event.kind, processId: event.processId },
            'process event subscriber failed',
          );
        }
      }
    }
  }
}
