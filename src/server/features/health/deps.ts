/** What the health checks need: a probe of the database and which kind it is. */
export type HealthServices = {
  /** whether the database answers now, within a short time */
  databaseAnswers: () => Promise<boolean>;
  databaseKind: 'pglite' | 'postgres';
  /** true once the instance is being drained for a stop (SIGTERM): the load balancer should send no more */
  draining: () => boolean;
};
