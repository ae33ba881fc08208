import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { isFullAdmin, areaAccess } from '../../../../engine/access';
import { PROCESS_TYPES } from '../../../../engine/constants';
import { statusLabel } from '../../../../engine/workflows';
import { useHubEvent } from '../../../lib/hubs/use-hub-event';
import { useHubResync } from '../../../lib/hubs/use-hub-resync';
import { useSession } from '../../../lib/session/session-context';
import { personName } from '../../../process-common/labels';
import { useProcessListGroup } from '../../../process-common/use-process-list-group';
import { useWorkflows } from '../../../process-common/workflows';
import { usePdpList } from '../api';
import { pdpsInStatus, statusIdsOf } from '../list';
import { pdpStatusSeverity } from '../status';
import { usePdpText } from '../text';
import { actionsColumn, listTable } from '../../../components/list-table';
import type { PdpListItem } from '../../../../engine/api/pdp';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

const ALL = -1;

/**
 * The development plans of the caller's employees (SPEC §6): a supervisor sees those of direct and indirect
 * reports (and mentees), HR every one of the organization; status, last and next review, a link to each plan
 * and a filter by status. Shown to HR and supervisors, and to anyone else with plans to see.
 */
export function PdpListCard() {
  const { t, locale } = usePdpText();
  const dates = useDateFormat();
  const { slug, session } = useSession();
  const roles = session.userRoles;
  const isHr = isFullAdmin(roles) || areaAccess(roles, 'processes').read;
  const list = usePdpList(slug, isHr);
  const workflow = useWorkflows().get(PROCESS_TYPES.PDP);
  const [status, setStatus] = useState(ALL);
  useProcessListGroup('process-overview');
  useHubEvent('process-overview', 'PdpDocumentSaved', () => void list.mutate());
  useHubResync('process-overview', () => void list.mutate());
  const items = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => pdpsInStatus(items, status === ALL ? null : status), [items, status]);
  if (!isHr && !session.isSupervisor && items.length === 0) return null;

  const label = (statusId: number) =>
    workflow ? statusLabel(workflow.settings, statusId, locale) : String(statusId);
  const statusOptions = [
    { value: ALL, label: t('pdp.list.allStatuses') },
    ...statusIdsOf(workflow?.settings.statusList.map((s) => s.statusId) ?? [], items).map((id) => ({
      value: id,
      label: label(id),
    })),
  ];
  const day = (value: string | null) => (value ? dates.date(value) : t('pdp.review.notSet'));

  return (
    <section className="dpt-card dpt-pdp-list" aria-labelledby="dpt-pdp-list-title" data-testid="pdp-list">
      <header className="dpt-card-header">
        <h2 id="dpt-pdp-list-title">{t(isHr ? 'pdp.list.titleAll' : 'pdp.list.title')}</h2>
        <div className="dpt-pdp-list-filter">
          <label htmlFor="dpt-pdp-list-status" className="dpt-field-label">
            {t('pdp.list.status')}
          </label>
          <Dropdown
            inputId="dpt-pdp-list-status"
            value={status}
            options={statusOptions}
            onChange={(event) => setStatus((event.value as number | null) ?? ALL)}
            data-testid="pdp-list-status"
          />
        </div>
      </header>
      {list.data === null && <Message severity="error" text={t('pdp.list.loadFailed')} />}
      <DataTable
        // PrimeReact keeps rendered rows while the value is the same: a new language redraws them
        key={locale}
        value={shown}
        dataKey="processId"
        loading={list.isLoading}
        size="small"
        stripedRows
        paginator={shown.length > 25}
        rows={25}
        emptyMessage={t(status === ALL ? 'pdp.list.empty' : 'pdp.list.emptyStatus')}
        {...listTable('md')}
        data-testid="pdp-list-table"
      >
        <Column
          header={t('pdp.list.employee')}
          body={(item: PdpListItem) => (
            <span data-testid={`pdp-list-row-${item.processId}`}>
              <strong>{personName(item.recipient)}</strong>
              {item.level !== null && (
                <small className="dpt-muted">
                  {' '}
                  · {t(item.level === 1 ? 'pdp.list.direct' : 'pdp.list.indirect')}
                </small>
              )}
            </span>
          )}
        />
        <Column
          header={t('pdp.list.status')}
          body={(item: PdpListItem) => (
            <Tag value={label(item.statusId)} severity={pdpStatusSeverity(workflow, item.statusId)} />
          )}
        />
        <Column header={t('pdp.review.last')} body={(item: PdpListItem) => day(item.lastReviewDate)} />
        <Column header={t('pdp.review.next')} body={(item: PdpListItem) => day(item.nextReviewDate)} />
        <Column
          header={t('pdp.list.document')}
          body={(item: PdpListItem) =>
            item.document ? (
              <span title={item.document.fileName}>
                <i className="pi pi-file" aria-hidden="true" /> {dates.date(item.document.uploadDateUtc)}
              </span>
            ) : (
              <span className="dpt-muted">{t('pdp.list.noDocument')}</span>
            )
          }
        />
        <Column
          header={<span className="dpt-visually-hidden">{t('pdp.open')}</span>}
          {...actionsColumn}
          body={(item: PdpListItem) => (
            <Link
              to={`/${slug}/pdp/${item.processId}`}
              aria-label={t('pdp.openLabel', { name: personName(item.recipient) })}
              data-testid={`pdp-list-open-${item.processId}`}
            >
              {t('pdp.open')} <i className="pi pi-arrow-right" aria-hidden="true" />
            </Link>
          )}
        />
      </DataTable>
    </section>
  );
}
