import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { timeZoneOf } from '../../engine/calendar';
import type { ProcessType } from '../../engine/constants';
import type { WorkflowSettings } from '../../engine/workflows';
import type { Database } from '../db/database';

/** An organization's configuration: workflow settings per process type, form settings and its time zone. */
export type OrganizationConfig = {
  workflows: (WorkflowSettings & { id: number })[];
  /** processType -> feedbackType -> questionnaire correlation id */
  formSettings: Record<string, Record<string, string>>;
  /** the IANA zone its calendar days (today, due dates, conference and review dates) are counted in */
  timeZone: string;
};

/**
 * Workflow and form settings and the time zone by organization, cached: the session and every feedback action
 * need them, and they change only when an administrator saves (which calls forget()).
 */
export class OrganizationConfigRepo {
  private readonly cache = new LRUCache<number, OrganizationConfig>({ max: 1_000, ttl: 30_000 });

  constructor(private readonly db: Kysely<Database>) {}

  async get(organizationId: number): Promise<OrganizationConfig> {
    const hit = this.cache.get(organizationId);
    if (hit) return hit;
    const [workflowRows, settingRows, organization] = await Promise.all([
      this.db
        .selectFrom('workflows')
        .select(['id', 'process_type', 'settings'])
        .where('organization_id', '=', organizationId)
        .orderBy('process_type')
        .execute(),
      this.db.selectFrom('form_settings').selectAll().where('organization_id', '=', organizationId).execute(),
      this.db
        .selectFrom('organizations')
        .select('settings')
        .where('id', '=', organizationId)
        .executeTakeFirst(),
    ]);
    const formSettings: OrganizationConfig['formSettings'] = {};
    for (const row of settingRows) {
      (formSettings[row.process_type] ??= {})[row.feedback_type] = row.form_correlation_id;
    }
    const config: OrganizationConfig = {
      workflows: workflowRows.map((row) => ({
        ...row.settings,
        id: row.id,
        processType: row.process_type as ProcessType,
      })),
      formSettings,
      timeZone: timeZoneOf(organization?.settings.timeZone),
    };
    this.cache.set(organizationId, config);
    return config;
  }

  forget(organizationId: number): void {
    this.cache.delete(organizationId);
  }
}
