import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { hasAreaAccess } from '../../../../engine/access';
import { FeedbackLinks } from '../../../process-common/feedback-links';
import { localized } from '../../../process-common/labels';
import { StatusTags } from '../../../process-common/status-tags';
import { useEmployeeProcesses } from '../api';
import { useEmployeesText } from '../text';
import { listTable } from '../../../components/list-table';
import type { Process } from '../../../../engine/api/feedbacks-answers';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

type Props = { userId: number; slug: string; roles: readonly string[] };

/**
 * The processes tab: every process of the employee (GET /Feedbacks/list/recipient/{id}) with type, status,
 * period and links to what the caller may open. Needs read access to the processes area (or being in the
 * employee's line); otherwise it says so.
 */
export function ProcessesTab({ userId, slug, roles }: Props) {
  const { t, locale } = useEmployeesText();
  const dates = useDateFormat();
  const mayRead = hasAreaAccess(roles, 'processes');
  const processes = useEmployeeProcesses(slug, userId, mayRead);
  if (!mayRead) return <Message severity="info" text={t('employeesPage.processes.noAccess')} />;
  const result = processes.data;
  if (result && !result.ok)
    return (
      <Message
        severity={result.status === 403 ? 'info' : 'error'}
        text={t(result.status === 403 ? 'employeesPage.processes.noAccess' : 'employeesPage.loadFailed')}
      />
    );
  const list = result?.ok
    ? [...result.data.result].sort((a, b) => b.startDate.localeCompare(a.startDate))
    : [];
  return (
    <DataTable
      key={locale}
      value={list}
      dataKey="id"
      loading={processes.isLoading}
      size="small"
      {...listTable('sm')}
      stripedRows
      paginator={list.length > 20}
      rows={20}
      emptyMessage={t('employeesPage.processes.empty')}
      data-testid="employee-processes"
    >
      <Column
        header={t('employeesPage.processes.type')}
        body={(p: Process) => (
          <span className="dpt-emp-person">
            <strong>{t(`processTypes.${p.processType}`)}</strong>
            <small>{localized(p.title, locale)}</small>
          </span>
        )}
      />
      <Column
        header={t('employeesPage.processes.status')}
        body={(p: Process) => <StatusTags process={p} />}
      />
      <Column
        header={t('employeesPage.processes.period')}
        body={(p: Process) => `${dates.date(p.startDate)} – ${dates.date(p.endDate)}`}
      />
      <Column
        header={t('employeesPage.processes.open')}
        body={(p: Process) => <FeedbackLinks process={p} slug={slug} />}
      />
    </DataTable>
  );
}
