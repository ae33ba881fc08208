import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';

/** A started background job: its stop function, or an object with one (a worker that also takes kicks). */
export type BackgroundJob = (() => Promise<void>) | { stop: () => Promise<void> };

/**
 * Runs a feature's background job while the app is open: `start` is called when the app is ready (not while
 * it is being built, so tests that only inject() start nothing early), and the job is stopped in preClose, so
 * that its run in flight finishes before the database closes (onClose). Answers the running job (undefined
 * before the start), for the feature's own kicks.
 */
export function runInBackground<J extends BackgroundJob>(
  app: FastifyInstance,
  start: () => J,
): () => J | undefined {
  let job: J | undefined;
  app.addHook('onReady', async () => {
    job = start();
  });
  app.addHook('preClose', async () => {
    if (typeof job === 'function') await job();
    else await job?.stop();
  });
  return () => job;
}

/**
 * Ends a feature's subscriptions (each given as the function that unsubscribes it) when the app closes. In
 * `onClose` (the default) the requests still in flight have finished, so their events are still handled; in
 * `preClose` the feature stops reacting as soon as the close begins.
 */
export function unsubscribeOnClose(
  app: FastifyInstance,
  unsubscribes: ReadonlyArray<() => void>,
  phase: 'preClose' | 'onClose' = 'onClose',
): void {
  const end = async () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
  if (phase === 'preClose') app.addHook('preClose', end);
  else app.addHook('onClose', end);
}

/**
 * A name for a worker's claims on shared rows (e-mails, archives), unique per worker: the host and process make
 * it readable in the database, the random part tells two workers of one process apart.
 */
export const newWorkerId = (): string => `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

// The timings of the background workers that claim work under leases: the workers' defaults are beside them
// (MAIL_TIMINGS, ARCHIVE_TIMINGS); the configuration may override them (tests shorten them).

/** When the outbox worker works and how long its claims hold; tests shorten them. */
export type MailTimings = {
  /** between runs that look for mail queued by another instance, retries that are due and expired claims */
  intervalMs: number;
  /**
   * how long a claim on an e-mail holds unless renewed: a stopped or killed instance's e-mails are taken over
   * by another instance after it
   */
  leaseMs: number;
  /** how often a running worker renews the claims it holds (well within the lease) */
  heartbeatMs: number;
  /** the wait after the 1st, 2nd, … failed attempt before the next one; the last entry repeats */
  retryDelaysMs: readonly number[];
};

/** When the archive worker works, how long its claims hold and when it sweeps; tests shorten them. */
export type ArchiveTimings = {
  /** between runs that look for retries that are due, other instances' queue and expired claims */
  intervalMs: number;
  /**
   * how long a claim on an archive holds unless renewed: the archives of a stopped or killed instance are taken
   * over by another instance after it
   */
  leaseMs: number;
  /** how often a running worker renews the claims it holds (well within the lease) */
  heartbeatMs: number;
  /** between sweeps of the files no archive refers to (the first one soon after the start) */
  sweepIntervalMs: number;
  /** how long a file stays before a sweep may remove it: far longer than rendering and recording an archive */
  orphanAgeMs: number;
};
