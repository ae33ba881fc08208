import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { ArchiveDocuments } from '../../../process-common/archive/components/archive-documents';
import { FeedbackLinks } from '../../../process-common/feedback-links';
import { localized, personName } from '../../../process-common/labels';
import { StatusTags } from '../../../process-common/status-tags';
import type { ProcessOperation } from '../operations';
import { useProcessesText } from '../text';
import { RowActions } from './row-actions';
import { actionsColumn, listTable } from '../../../components/list-table';
import type { Process } from '../../../../engine/api/feedbacks-answers';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

type Props = {
  processes: Process[];
  loading: boolean;
  slug: string;
  operationsOf: (process: Process) => ProcessOperation[];
  onOperation: (operation: ProcessOperation, process: Process) => void;
};

/**
 * The process list: employee, process, status, talk date, the feedbacks to open (and an ended process's archived
 * PDFs), and the operations.
 */
export function ProcessesTable({ processes, loading, slug, operationsOf, onOperation }: Props) {
  const { t, locale } = useProcessesText();
  const dates = useDateFormat();
  return (
    <DataTable
      // PrimeReact keeps rendered rows while the value is the same: a new language redraws them
      key={locale}
      value={processes}
      dataKey="id"
      loading={loading}
      size="small"
      stripedRows
      paginator={processes.length > 25}
      rows={25}
      emptyMessage={t('processesPage.empty')}
      rowClassName={(p: Process) => ({ 'dpt-pr-closed': p.isClosed })}
      // one block per row while the table's box is narrower than its columns side by side
      {...listTable('lg')}
      data-testid="processes-table"
    >
      <Column
        header={t('processesPage.columns.employee')}
        body={(p: Process) => (
          <span className="dpt-pr-person" data-testid={`process-row-${p.id}`}>
            <strong>{personName(p.recipient)}</strong>
            <small>{p.recipient?.shorthand}</small>
          </span>
        )}
      />
      <Column
        header={t('processesPage.columns.process')}
        body={(p: Process) => (
          <span className="dpt-pr-process">
            <Tag value={t(`processTypes.${p.processType}`)} className="dpt-pr-type" />
            <span>{localized(p.title, locale)}</span>
          </span>
        )}
      />
      <Column header={t('processesPage.columns.status')} body={(p: Process) => <StatusTags process={p} />} />
      <Column
        header={t('processesPage.columns.talkDate')}
        body={(p: Process) =>
          p.talkDate ? dates.dateTime(p.talkDate) : <span className="dpt-muted">—</span>
        }
      />
      <Column
        header={t('processesPage.columns.feedbacks')}
        body={(p: Process) => (
          <>
            <FeedbackLinks process={p} slug={slug} />
            {/* an ended process links its archived PDFs (or says they are not available) */}
            {(p.isFinished || p.isClosed) && <ArchiveDocuments processId={p.id} slug={slug} />}
          </>
        )}
      />
      <Column
        header={<span className="dpt-visually-hidden">{t('processesPage.columns.actions')}</span>}
        body={(p: Process) => (
          <RowActions process={p} operations={operationsOf(p)} onOperation={onOperation} />
        )}
        style={{ width: '3.5rem' }}
        {...actionsColumn}
      />
    </DataTable>
  );
}
