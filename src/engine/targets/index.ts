/** Goals (SPEC §3 Target): statuses, sections of the goals screen, the transfer to final goals. */
export * from './target-rules';
