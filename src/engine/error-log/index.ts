/** SPEC §8 error log types. */
export const ERROR_LOG_TYPES = {
  badLogin: 1,
  questionnaireNotAssigned: 2,
  badSupervisorAssignment: 3,
  forbidden: 403,
  notFound: 404,
  unexpected: 500,
} as const;
export type ErrorLogType = (typeof ERROR_LOG_TYPES)[keyof typeof ERROR_LOG_TYPES];
export const ERROR_LOG_TYPE_IDS: readonly ErrorLogType[] = [1, 2, 3, 403, 404, 500];

/** Longest description an entry keeps (a route pattern, a problem code and a few ids). */
export const ERROR_LOG_DESCRIPTION_MAX_LENGTH = 500;
/** Days an entry is kept unless the server is configured otherwise (ERROR_LOG_RETENTION_DAYS). */
export const ERROR_LOG_RETENTION_DAYS = 180;
/** Most rows one export writes (the filtered list, newest first). */
export const ERROR_LOG_EXPORT_MAX_ROWS = 100_000;
/** The download formats of GET /error-log/export. */
export const ERROR_LOG_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ErrorLogExportFormat = (typeof ERROR_LOG_EXPORT_FORMATS)[number];
