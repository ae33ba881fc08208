import { Chart } from 'primereact/chart';
import { Message } from 'primereact/message';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DASHBOARD_GROUPS, type DashboardGroup } from '../../../../engine/constants';
import type { ProcessGroupCount } from '../../../../engine/api/dashboard';
import { statusesOf } from '../../../../engine/dashboard/process-groups';
import { useHubEvent } from '../../../lib/hubs/use-hub-event';
import { useHubResync } from '../../../lib/hubs/use-hub-resync';
import { useSession } from '../../../lib/session/session-context';
import { useTheme } from '../../../lib/theme/theme-context';
import { useProcessCounts } from '../api';
import { groupLabel, processesLink, statusLabel } from '../process-status';
import { useDashboardText } from '../text';

/** Colours of the groups, from the organization's theme and PrimeReact's palette (read at draw time). */
function groupColors(): Record<DashboardGroup, string> {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    0: read('--dpt-secondary', '#009fda'),
    10: read('--dpt-accent', '#f39200'),
    20: read('--dpt-primary', '#002776'),
    99: read('--green-500', '#22c55e'),
    999: read('--surface-400', '#9e9e9e'),
  };
}

type Cell = { processType: number; group: DashboardGroup; count: number; statuses: ProcessGroupCount[] };

/**
 * The process-status widget (SPEC §2, §4): how many processes the user takes part in or oversees are open, in
 * preparation, in documentation, finished (submitted for PDC/EDC) or closed, per process type, as a stacked
 * bar chart and as numbers. A number opens /processes filtered by type and status (a group of several
 * statuses first lists them); reloads when the users hub says processes changed.
 */
export function ProcessStatusCard() {
  const { t, locale } = useDashboardText();
  const { session, slug } = useSession();
  const workflows = session.workflows;
  const { mode } = useTheme();
  const navigate = useNavigate();
  const counts = useProcessCounts(slug);
  const overlay = useRef<OverlayPanel>(null);
  const [picked, setPicked] = useState<Cell | null>(null);
  const reload = () => void counts.mutate();
  useHubEvent('users', 'RecipientProcessesUpdated', reload);
  useHubEvent('users', 'DonorProcessesUpdated', reload);
  useHubEvent('users', 'FeedbackTasksUpdated', reload);
  useHubResync('users', reload);

  const data = counts.data;
  const types = useMemo(
    () => [...new Set((data?.counts ?? []).map((c) => c.processType))].sort((a, b) => a - b),
    [data],
  );
  const cell = (processType: number, group: DashboardGroup): Cell => {
    const statuses = statusesOf(data?.counts ?? [], processType, group);
    return { processType, group, statuses, count: statuses.reduce((sum, s) => sum + s.count, 0) };
  };
  const scope = data?.scope ?? 'own';
  const open = (target: Cell, event?: MouseEvent) => {
    if (target.count === 0) return;
    if (target.statuses.length === 1 || !event) {
      navigate(processesLink(slug, scope, target.processType, target.statuses[0]?.statusId));
      return;
    }
    setPicked(target);
    overlay.current?.toggle(event);
  };

  const colors = groupColors();
  const chartData = {
    labels: types.map((type) => t(`processTypes.${type}`)),
    datasets: DASHBOARD_GROUPS.map((group) => ({
      label: t(`processCommon.dashboardGroups.${group}`),
      data: types.map((type) => cell(type, group).count),
      backgroundColor: colors[group],
      borderColor: colors[group],
    })),
  };
  const text = getComputedStyle(document.documentElement).getPropertyValue('--text-color').trim() || '#333';
  const grid =
    getComputedStyle(document.documentElement).getPropertyValue('--surface-border').trim() || '#ddd';
  const chartOptions = {
    indexAxis: 'y',
    maintainAspectRatio: false,
    plugins: { legend: { position: 'bottom', labels: { color: text } } },
    scales: {
      x: { stacked: true, beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
      y: { stacked: true, ticks: { color: text }, grid: { color: grid } },
    },
    onClick: (_: unknown, elements: { datasetIndex: number; index: number }[]) => {
      const hit = elements[0];
      if (hit) open(cell(types[hit.index]!, DASHBOARD_GROUPS[hit.datasetIndex]!));
    },
  };

  return (
    <section
      className="dpt-card dpt-dash-status"
      aria-labelledby="dpt-dash-status-title"
      data-testid="dashboard-process-status"
    >
      <header className="dpt-card-header">
        <h2 id="dpt-dash-status-title">
          <i className="pi pi-chart-bar" aria-hidden="true" /> {t('dashboardStatus.title')}
        </h2>
        <small className="dpt-muted">{t(`dashboardStatus.scope.${scope}`)}</small>
      </header>
      {data === null && <Message severity="error" text={t('dashboardStatus.loadFailed')} />}
      {data && types.length === 0 && <p className="dpt-muted">{t('dashboardStatus.empty')}</p>}
      {data && types.length > 0 && (
        <>
          <div className="dpt-dash-status-chart" aria-hidden="true">
            <Chart
              key={mode}
              type="bar"
              data={chartData}
              options={chartOptions}
              height={`${5 + types.length * 2}rem`}
            />
          </div>
          <div className="dpt-dash-status-table-wrap">
            <table className="dpt-dash-status-table">
              <caption className="dpt-visually-hidden">{t('dashboardStatus.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboardStatus.type')}</th>
                  {DASHBOARD_GROUPS.map((group) => (
                    <th scope="col" key={group}>
                      {t(`processCommon.dashboardGroups.${group}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {types.map((type) => (
                  <tr key={type}>
                    <th scope="row">{t(`processTypes.${type}`)}</th>
                    {DASHBOARD_GROUPS.map((group) => {
                      const c = cell(type, group);
                      const label = groupLabel(type, group, t);
                      return (
                        <td key={group} data-label={label}>
                          {c.count === 0 ? (
                            <span className="dpt-muted">0</span>
                          ) : (
                            <button
                              type="button"
                              className="dpt-dash-status-count"
                              aria-label={t('dashboardStatus.open', {
                                count: c.count,
                                type: t(`processTypes.${type}`),
                                group: label,
                              })}
                              onClick={(event) => open(c, event)}
                              data-testid={`status-count-${type}-${group}`}
                            >
                              {c.count}
                            </button>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <OverlayPanel ref={overlay} aria-label={t('dashboardStatus.statuses')}>
        {picked && (
          <ul className="dpt-dash-status-statuses">
            {picked.statuses.map((s) => (
              <li key={s.statusId}>
                <Link to={processesLink(slug, scope, s.processType, s.statusId)}>
                  {statusLabel(workflows, s.processType, s.statusId, locale)}
                </Link>{' '}
                <span className="dpt-muted">({s.count})</span>
              </li>
            ))}
          </ul>
        )}
      </OverlayPanel>
    </section>
  );
}
