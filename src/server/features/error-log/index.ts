/**
 * What the error-log feature offers outside itself: its table (the demo seed writes example entries) and the
 * recorder the app's error handler, the sign-in and SCIM report to.
 */
import './tables';
export { createErrorRecorder } from './recorder';
export { recordAnsweredError, recordBadLogin, recordScimError, recordUnknownApiPath } from './request-errors';
