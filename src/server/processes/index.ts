/**
 * The process core: everything about feedback processes, behind this one entry point. The app builds it once
 * (createProcessCore) and hands the features what they need of it as typed dependencies; features, the demo
 * seed and the tests import from here only (a lint rule keeps it so).
 *
 * - ProcessApi: every operation and read on processes and feedbacks; each write runs in one transaction on
 *   the locked process, every step decided by the workflow interpreter, the actor's rights checked;
 * - domain events, recorded in the transaction and emitted after the commit (ProcessCore.events); the hub
 *   publisher inside the core is their one publisher to the hubs;
 * - the goals seam (ProcessCore.targets), where the goals feature plugs in its storage.
 */
export { createProcessCore, type ProcessCore } from './core';
export type { ProcessApi } from './process-api';

// the event subscription
export type { ProcessDomainEvent, ProcessTransactionHandler } from './events';
export type { AnonymousSubmittedHandler } from './anonymous-feedbacks';
export { LIST_VISIBLE_KINDS } from './events';
export { participantsOf } from './hub-publisher';

// the goals seam
export type { FeedbackTargetsGate } from './targets-port';
export type { FeedbackTargetsStore } from './target-store';
