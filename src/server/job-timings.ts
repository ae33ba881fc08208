/**
 * The timings of the background workers that claim work under leases: the workers' defaults are beside them
 * (MAIL_TIMINGS, ARCHIVE_TIMINGS); the configuration may override them (tests shorten them).
 */

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
