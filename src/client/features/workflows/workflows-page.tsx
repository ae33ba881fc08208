import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router-dom';
import { localize, statusLabel } from '../../../engine/workflows';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubResync } from '../../lib/hubs/use-hub-resync';
import { useDateFormat } from '../../lib/i18n/use-date-format';
import { useSession } from '../../lib/session/session-context';
import type { StoredWorkflow, WorkflowMeta } from '../../../engine/api/workflows';
import { useWorkflows } from './api';
import { useText } from './text';
import './workflow-editor.css';
import { actionsColumn, listTable } from '../../components/list-table';
import { Page } from '../../components/page';

type Row = StoredWorkflow & { meta: WorkflowMeta | undefined };

/** /{slug}/admin/workflows: the six process types' workflows, each linking to its editor (full admins). */
export function WorkflowsPage() {
  const { t, locale } = useText();
  const dates = useDateFormat();
  const { slug } = useSession();
  const { data, isLoading, mutate } = useWorkflows(slug);
  useHubEvent('organization', 'WorkflowSettingsModified', () => void mutate());
  useHubResync('organization', () => void mutate());

  const rows: Row[] = (data?.settings ?? []).map((s) => ({
    ...s,
    meta: data?.meta.find((m) => m.id === s.id),
  }));
  const name = (row: Row) => localize(row.name, locale, t(`workflowEditor.processTypes.${row.processType}`));
  const status = (row: Row, id: number) => `${id} · ${statusLabel(row, id, locale)}`;

  return (
    <Page title={t('workflowEditor.list.title')} testId="workflows-page">
      <p className="dpt-muted dpt-wf-intro">{t('workflowEditor.list.intro')}</p>
      {!isLoading && !data && <Message severity="error" text={t('workflowEditor.list.loadFailed')} />}
      <div className="dpt-card">
        <DataTable
          // PrimeReact keeps rendered rows while the value is the same: a new language redraws them
          key={locale}
          value={rows}
          dataKey="id"
          loading={isLoading}
          size="small"
          stripedRows
          {...listTable('lg')}
        >
          <Column
            header={t('workflowEditor.list.processType')}
            body={(row: Row) => <Tag value={t(`workflowEditor.processTypes.${row.processType}`)} />}
          />
          <Column
            header={t('workflowEditor.list.name')}
            body={(row: Row) => (
              <Link
                to={`/${slug}/admin/workflows/${row.id}`}
                data-testid={`workflow-link-${row.processType}`}
              >
                {name(row)}
              </Link>
            )}
          />
          <Column
            header={t('workflowEditor.list.statuses')}
            body={(row: Row) => row.statusList.length}
            align="right"
          />
          <Column
            header={t('workflowEditor.list.initial')}
            body={(row: Row) => status(row, row.initialStatus)}
          />
          <Column header={t('workflowEditor.list.final')} body={(row: Row) => status(row, row.finalStatus)} />
          <Column
            header={t('workflowEditor.list.lastChange')}
            body={(row: Row) => (row.meta ? dates.dateTime(row.meta.updatedAt) : '')}
          />
          <Column
            header={t('workflowEditor.list.state')}
            body={(row: Row) =>
              row.meta?.isDefault ? (
                <Tag severity="secondary" value={t('workflowEditor.list.default')} />
              ) : (
                <Tag severity="warning" value={t('workflowEditor.list.customized')} />
              )
            }
          />
          <Column
            {...actionsColumn}
            body={(row: Row) => (
              <Link
                className="p-button p-button-sm p-button-outlined dpt-wf-edit-link"
                to={`/${slug}/admin/workflows/${row.id}`}
                aria-label={t('workflowEditor.list.editLabel', { name: name(row) })}
              >
                <i className="pi pi-pencil" aria-hidden="true" />
                <span>{t('workflowEditor.list.edit')}</span>
              </Link>
            )}
          />
        </DataTable>
      </div>
    </Page>
  );
}
