import { readsAllProcesses } from '../../../engine/access';
import { PROCESS_TYPES } from '../../../engine/constants';
import {
  ACTIONS_REPORT_COLUMNS,
  CAREER_REPORT_COLUMNS,
  PDP_REPORT_COLUMNS,
  REPORT_EXPORT_BATCH_ROWS,
  columnIn,
  reportLabel,
  statusReportColumns,
  statusReportRows,
  type ReportColumn,
  type ReportRow,
} from '../../../engine/reporting';
import { dashboardGroupOf, localize, type WorkflowSettings } from '../../../engine/workflows';
import type { Actor } from '../../auth/actor';
import { badRequest } from '../../errors';
import { anonymityThresholdIn } from '../../organizations/anonymity-threshold';
import type { ReportingServices } from './deps';
import type { ReportFilters, ReportReader } from './filters';
import { requireReportScope, requireValidPeriod } from './policy';
import { presentAction, presentCareer, presentPdp } from './present';
import {
  actionsPage,
  careerPage,
  filterOptions,
  hasReports,
  pdpPage,
  statusCounts,
  talkroundExists,
  type ActionKey,
} from './repo';

/** A report ready to be written: its header, and its rows in batches read from the database as they go. */
export type PreparedReport = {
  report: string;
  scope: ReportReader['scope'];
  threshold: number;
  columns: { key: string; type: ReportColumn['type']; title: string }[];
  batches: AsyncIterable<ReportRow[]>;
};

/** Authorizes the reader (403 for anyone without a reporting scope) and checks the filters (400). */
export async function readerOf(
  services: ReportingServices,
  actor: Actor,
  filters: ReportFilters,
): Promise<ReportReader & { threshold: number }> {
  const supervises =
    !readsAllProcesses(actor.roles) && (await hasReports(services.db, actor.organizationId, actor.userId));
  const scope = requireReportScope(actor, supervises);
  requireValidPeriod(filters.from, filters.to);
  if (
    filters.talkroundId !== undefined &&
    !(await talkroundExists(services.db, actor.organizationId, filters.talkroundId))
  )
    throw badRequest('UNKNOWN_TALKROUND', 'There is no such talkround.', [
      { path: '/talkroundId', message: 'unknown talkround' },
    ]);
  const threshold = await anonymityThresholdIn(services.db, actor.organizationId);
  return { organizationId: actor.organizationId, userId: actor.userId, scope, threshold };
}

const once = (rows: ReportRow[]): AsyncIterable<ReportRow[]> => ({
  async *[Symbol.asyncIterator]() {
    yield rows;
  },
});

/** Pages of a keyset query until a short page: never more than one page in memory at a time. */
async function* paged<T, K>(
  fetch: (after: K | null, limit: number) => Promise<T[]>,
  keyOf: (row: T) => K,
  present: (rows: T[]) => ReportRow[],
): AsyncIterable<ReportRow[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await fetch(after, REPORT_EXPORT_BATCH_ROWS);
    if (rows.length > 0) yield present(rows);
    if (rows.length < REPORT_EXPORT_BATCH_ROWS) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

async function settingsOf(services: ReportingServices, actor: Actor, processType: number) {
  return (await services.processes.workflow(actor.organizationId, processType)).settings;
}

/** The actor's reader of a report over `filters` (refused first), then the settings of its process type. */
async function readerWithSettings(
  services: ReportingServices,
  actor: Actor,
  filters: ReportFilters,
  processType: number,
) {
  const reader = await readerOf(services, actor, filters);
  return { reader, settings: await settingsOf(services, actor, processType) };
}

const header = (
  report: string,
  reader: ReportReader & { threshold: number },
  columns: readonly ReportColumn[],
  actor: Actor,
) => ({
  report,
  scope: reader.scope,
  threshold: reader.threshold,
  columns: columns.map((c) => columnIn(c, actor.locale)),
});

/**
 * Status report: processes of a type per status and dashboard group (SPEC §4), by the recipients'
 * organization unit (1) or supervisor (2), with the completion rate; one grouped query.
 */
export async function statusReport(
  services: ReportingServices,
  actor: Actor,
  input: { reportType: 1 | 2; processType: number; filters: ReportFilters },
): Promise<PreparedReport> {
  const { reader, settings } = await readerWithSettings(services, actor, input.filters, input.processType);
  const statusColumns = settings.statusList.map((s): ReportColumn => ({
    key: `s${s.statusId}`,
    type: 'number',
    title: {
      'de-DE': `${s.statusId} ${localize(s.translations, 'de-DE')}`,
      'en-US': `${s.statusId} ${localize(s.translations, 'en-US')}`,
    },
  }));
  const counts = await statusCounts(services.db, reader, input.reportType, input.processType, input.filters);
  const none = reportLabel('none', '', actor.locale);
  const rows = statusReportRows(
    counts.map((c) => ({
      groupKey: c.group_key,
      groupLabel: c.group_label || none,
      statusId: c.status_id,
      count: c.count,
    })),
    (statusId) => dashboardGroupOf(settings, statusId),
    settings.statusList.map((s) => s.statusId),
  );
  return {
    ...header('status-report', reader, statusReportColumns(input.reportType, statusColumns), actor),
    batches: once(rows),
  };
}

/** PDP report: every PDP in scope with its status (0, 110, 120, 199, ...), review dates and document. */
export async function pdpReport(
  services: ReportingServices,
  actor: Actor,
  filters: ReportFilters,
): Promise<PreparedReport> {
  const { reader, settings } = await readerWithSettings(services, actor, filters, PROCESS_TYPES.PDP);
  const { timeZone } = await services.organizationConfig.get(actor.organizationId);
  return {
    ...header('pdp-report', reader, PDP_REPORT_COLUMNS, actor),
    batches: paged(
      (after: number | null, limit) =>
        pdpPage(services.db, reader, filters, { afterId: after ?? 0, limit, timeZone }),
      (row) => row.id,
      (rows) => rows.map((row) => presentPdp(row, settings, actor.locale)),
    ),
  };
}

/** Career development: promotion processes by career path, development type, hardfacts, result, date. */
export async function careerReport(
  services: ReportingServices,
  actor: Actor,
  filters: ReportFilters,
): Promise<PreparedReport> {
  const { reader, settings } = await readerWithSettings(services, actor, filters, PROCESS_TYPES.PROMOTION);
  return {
    ...header('career-development', reader, CAREER_REPORT_COLUMNS, actor),
    batches: paged(
      (after: number | null, limit) => careerPage(services.db, reader, filters, after ?? 0, limit),
      (row) => row.id,
      (rows) => rows.map((row) => presentCareer(row, settings, actor.locale)),
    ),
  };
}

/**
 * PDC actions (PDC and EDC, or one of them) and EHG actions: the action field rows and goals that came out of
 * those processes, with owner, due date and status.
 */
export async function actionsReport(
  services: ReportingServices,
  actor: Actor,
  input: { report: 'pdc-actions' | 'ehg-actions'; processType?: 5 | 6; filters: ReportFilters },
): Promise<PreparedReport> {
  const reader = await readerOf(services, actor, input.filters);
  const types =
    input.report === 'ehg-actions'
      ? [PROCESS_TYPES.EHG]
      : input.processType !== undefined
        ? [input.processType]
        : [PROCESS_TYPES.PDC, PROCESS_TYPES.EDC];
  const settings = new Map<number, WorkflowSettings>();
  for (const type of types) settings.set(type, await settingsOf(services, actor, type));
  return {
    ...header(input.report, reader, ACTIONS_REPORT_COLUMNS, actor),
    batches: paged(
      (after: ActionKey | null, limit) =>
        actionsPage(services.db, reader, types, input.filters, after, limit),
      (row): ActionKey => ({
        processId: row.process_id,
        kind: row.kind,
        position: row.position,
        key: row.key,
      }),
      (rows) => rows.map((row) => presentAction(row, settings.get(row.process_type)!, actor.locale)),
    ),
  };
}

/** GET /Reports/options: the filter values (units, locations, positions, talkrounds) of the reader's scope. */
export async function reportOptions(services: ReportingServices, actor: Actor) {
  return filterOptions(services.db, await readerOf(services, actor, {}));
}
