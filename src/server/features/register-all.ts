import type { FastifyInstance } from 'fastify';
import { registerMail } from '../mail/register';
import type { ProcessCore } from '../processes';
import { registerArchive } from './archive/register';
import { dashboardWidgetsOf, registerDashboard } from './dashboard/register';
import { registerEmails } from './emails/register';
import * as errorLog from './error-log';
import { registerErrorLog, type ErrorLogDeps } from './error-log/register';
import { registerFeedbacks } from './feedbacks/register';
import { registerForms } from './forms/register';
import { registerHealth } from './health/register';
import { registerNotificationTemplates } from './notification-templates/register';
import { registerNotifications } from './notifications/register';
import { registerOrganizationSettings } from './organization-settings/register';
import { registerPdcEdc } from './pdc-edc/register';
import type { PdpServices } from './pdp';
import { registerPdp } from './pdp/register';
import { registerPromotions } from './promotions/register';
import { registerReporting } from './reporting/register';
import { registerScim } from './scim/register';
import { registerSearch } from './search/register';
import { registerSession } from './session/register';
import { registerTargets } from './targets/register';
import { registerTheme } from './theme/register';
import { registerUsers } from './users/register';
import { registerWorkflows } from './workflows/register';

/** What the features are handed by the composition root: the process core and the error log's recorder. */
export type FeaturesDeps = { processes: ProcessCore; recorder: ErrorLogDeps['recorder'] };

/**
 * Registers every feature: its routes, event subscriptions and jobs. Their order is the order of their hooks:
 * on close the mail worker (app.mail, kicked by later features) stops before their jobs (plugins/drain.ts); a
 * feature handed another's value comes after it. Answers the PDP services (tests run their jobs by hand).
 */
export async function registerFeatures(
  app: FastifyInstance,
  deps: FeaturesDeps,
): Promise<{ pdp: PdpServices }> {
  const { processes, recorder } = deps;
  const { api, events } = processes;
  await registerHealth(app);
  await registerSession(app, { dashboardWidgets: dashboardWidgetsOf(app) });
  await registerTheme(app);
  await registerUsers(app);
  await registerForms(app);
  await registerWorkflows(app);
  registerMail(app);
  await registerFeedbacks(app, { processes: api });
  const pdp = await registerPdp(app, { processes: api });
  await registerTargets(app, { processes });
  await registerPromotions(app, { processes });
  const { documentsReminders } = await registerPdcEdc(app, { processes: api });
  await registerDashboard(app, { processes: api, events, documentsReminders });
  await registerNotifications(app, { processes });
  await registerNotificationTemplates(app);
  await registerSearch(app, { processes: api });
  await registerScim(app, { reportError: (scimError) => errorLog.recordScimError(recorder, scimError) });
  await registerEmails(app);
  await registerErrorLog(app, { recorder, processes });
  await registerOrganizationSettings(app);
  await registerReporting(app, { processes: api });
  await registerArchive(app, { processes });
  return { pdp };
}
