import { addMonths, civilDateIn, daysBetween, isCivilDate } from '../../../engine/calendar';
import {
  DASHBOARD_DATES_DEFAULT_MONTHS_AHEAD,
  DASHBOARD_DATES_DEFAULT_MONTHS_BACK,
  DASHBOARD_DATES_MAX_DAYS,
} from '../../../engine/dashboard/dashboard-dates';
import type { DashboardDate, GetDatesQuery, ProcessCounts } from '../../../engine/api/dashboard';
import { areaAccess, readsAllProcesses } from '../../../engine/access';
import type { Actor } from '../../auth/actor';
import { badRequest } from '../../errors';
import type { DashboardServices } from './deps';
import { presentCounts, presentDate } from './present';
import { listDates } from './repo-dates';
import { countProcessesByGroup } from './repo-processes';

/** The range of days GetDates answers: the query's, or a year back to 18 months ahead; 400 for a bad one. */
function datesRange(query: GetDatesQuery, today: string): { from: string; to: string } {
  const from = query.from ?? addMonths(today, -DASHBOARD_DATES_DEFAULT_MONTHS_BACK);
  const to = query.to ?? addMonths(today, DASHBOARD_DATES_DEFAULT_MONTHS_AHEAD);
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!isCivilDate(value))
      throw badRequest('INVALID_DATE', `${name} is not a calendar date.`, [
        { path: `/querystring/${name}`, message: 'is not a calendar date (YYYY-MM-DD)' },
      ]);
  if (to < from || daysBetween(from, to) > DASHBOARD_DATES_MAX_DAYS)
    throw badRequest(
      'INVALID_RANGE',
      `The range must run forward and span at most ${DASHBOARD_DATES_MAX_DAYS} days.`,
      [
        {
          path: '/querystring/to',
          message: `must be on or after from and at most ${DASHBOARD_DATES_MAX_DAYS} days later`,
        },
      ],
    );
  return { from, to };
}

/** Pure. Whether the user sees every unfinished talkround of the organization: HR (process readers, talk dates). */
const seesAllTalkrounds = (roles: readonly string[]) =>
  readsAllProcesses(roles) || areaAccess(roles, 'talk_dates').read;

/**
 * The dates of one user between `from` and `to` (GET /Dashboard/GetDates and the calendar feed): talk dates of
 * the processes the user is recipient (unless hidden from recipients), mentor, donor or direct supervisor in,
 * the start and end of their unfinished talkrounds (of every unfinished talkround for HR) and their PDP review
 * dates, each with the link the user may open now (ProcessApi.linksTo); one query, then the links.
 */
export async function datesOf(
  services: Pick<DashboardServices, 'db' | 'organizationConfig' | 'processes'>,
  owner: Actor,
  range?: { from?: string; to?: string },
): Promise<DashboardDate[]> {
  const config = await services.organizationConfig.get(owner.organizationId);
  const { from, to } = datesRange(range ?? {}, civilDateIn(new Date(), config.timeZone));
  const rows = await listDates(services.db, {
    organizationId: owner.organizationId,
    userId: owner.userId,
    hiddenFromRecipient: config.workflows.filter((w) => w.hideFromRecipient).map((w) => w.processType),
    allTalkrounds: seesAllTalkrounds(owner.roles),
    from,
    to,
  });
  const withProcess = rows.filter((row) => row.process_id !== null);
  const links = await services.processes.linksTo(
    owner,
    withProcess.map((row) => ({ processId: row.process_id! })),
  );
  const linkOf = new Map(withProcess.map((row, i) => [row, links[i]]));
  return rows.flatMap((row) => presentDate(row, linkOf.get(row) ?? null, config.timeZone, from, to) ?? []);
}

/** GET /Dashboard/GetDates: the actor's dates (see datesOf). */
export const getDates = (services: DashboardServices, actor: Actor, query: GetDatesQuery) =>
  datesOf(services, actor, query);

/**
 * GET /Dashboard/GetProcesses: how many processes the actor takes part in or oversees are in each dashboard
 * group (SPEC §4) per process type: own, as mentor or donor, of direct and indirect reports; every process of
 * the organization for readers of all processes (shared by them for a moment, see organizationCounts). One
 * query.
 */
export async function getProcessCounts(services: DashboardServices, actor: Actor): Promise<ProcessCounts> {
  const config = await services.organizationConfig.get(actor.organizationId);
  const all = readsAllProcesses(actor.roles);
  const cached = all ? services.organizationCounts.get(actor.organizationId) : undefined;
  const counted =
    cached ??
    (await countProcessesByGroup(services.db, {
      organizationId: actor.organizationId,
      userId: actor.userId,
      all,
      hiddenFromRecipient: config.workflows.filter((w) => w.hideFromRecipient).map((w) => w.processType),
      groups: config.workflows.flatMap((w) =>
        w.statusList.map((s) => ({
          processType: w.processType,
          statusId: s.statusId,
          group: s.dashboardGroup,
        })),
      ),
    }));
  // the organization's counts are the same for every reader of all processes (the scope does not use hasReports)
  if (all && !cached) services.organizationCounts.set(actor.organizationId, counted);
  return presentCounts(counted.rows, all ? 'organization' : counted.hasReports ? 'team' : 'own');
}
