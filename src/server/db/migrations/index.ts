import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as formsWorkflows from './0002-forms-workflows';
import * as processes from './0003-processes';
import * as mailAndSharing from './0004-mail-and-sharing';
import * as targets from './0005-targets';
import * as pdp from './0006-pdp';
import * as promotions from './0007-promotions';
import * as formRevisions from './0008-form-revisions';
import * as dashboardTasks from './0009-dashboard-tasks';
import * as notifications from './0010-notifications';
import * as employees from './0011-employees';
import * as impersonation from './0012-impersonation';
import * as errorLog from './0013-error-log';
import * as notificationTemplates from './0014-notification-templates';
import * as dashboard from './0015-dashboard';
import * as processArchives from './0016-process-archives';
import * as multiInstance from './0017-multi-instance';
import * as userIdentities from './0018-user-identities';
import * as signInHardening from './0019-sign-in-hardening';
import * as mailRetries from './0020-mail-retries';
import * as archiveClaims from './0021-archive-claims';
import * as scimIdentitiesGroups from './0022-scim-identities-groups';
import * as notificationProcess from './0023-notification-process';

/** Every migration, in order. Listed statically so that the same set runs from source and in tests. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-forms-workflows': formsWorkflows,
  '0003-processes': processes,
  '0004-mail-and-sharing': mailAndSharing,
  '0005-targets': targets,
  '0006-pdp': pdp,
  '0007-promotions': promotions,
  '0008-form-revisions': formRevisions,
  '0009-dashboard-tasks': dashboardTasks,
  '0010-notifications': notifications,
  '0011-employees': employees,
  '0012-impersonation': impersonation,
  '0013-error-log': errorLog,
  '0014-notification-templates': notificationTemplates,
  '0015-dashboard': dashboard,
  '0016-process-archives': processArchives,
  '0017-multi-instance': multiInstance,
  '0018-user-identities': userIdentities,
  '0019-sign-in-hardening': signInHardening,
  '0020-mail-retries': mailRetries,
  '0021-archive-claims': archiveClaims,
  '0022-scim-identities-groups': scimIdentitiesGroups,
  '0023-notification-process': notificationProcess,
};
