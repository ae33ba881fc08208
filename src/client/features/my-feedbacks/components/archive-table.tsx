import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { ArchiveDocuments } from '../../../process-common/archive/components/archive-documents';
import { useArchiveText } from '../../../process-common/archive/text';
import { FeedbackLinks } from '../../../process-common/feedback-links';
import { localized, personName } from '../../../process-common/labels';
import { StatusTags } from '../../../process-common/status-tags';
import type { MyProcess } from '../grouping';
import { useMyFeedbacksText } from '../text';
import { listTable } from '../../../components/list-table';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

/** Closed and complete processes, with links to what the caller may still read and to their archived PDFs. */
export function ArchiveTable(props: { entries: MyProcess[]; slug: string; loading: boolean }) {
  const { entries, slug, loading } = props;
  const { t, locale } = useMyFeedbacksText();
  const dates = useDateFormat();
  const archiveText = useArchiveText();
  return (
    <DataTable
      // PrimeReact keeps rendered rows while the value is the same: a new language redraws them
      key={locale}
      value={entries}
      loading={loading}
      dataKey="process.id"
      size="small"
      stripedRows
      emptyMessage={t('myFeedbacks.emptyArchive')}
      {...listTable('lg')}
      data-testid="archive-table"
    >
      <Column
        header={t('myFeedbacks.archive.type')}
        body={(e: MyProcess) => t(`processTypes.${e.process.processType}`)}
      />
      <Column
        header={t('myFeedbacks.archive.title')}
        body={(e: MyProcess) => localized(e.process.title, locale)}
      />
      <Column
        header={t('myFeedbacks.archive.employee')}
        body={(e: MyProcess) => personName(e.process.recipient)}
      />
      <Column
        header={t('myFeedbacks.archive.status')}
        body={(e: MyProcess) => <StatusTags process={e.process} showGroup={false} />}
      />
      <Column
        header={t('myFeedbacks.archive.changed')}
        body={(e: MyProcess) => dates.date(e.process.updatedAt)}
      />
      <Column
        header={t('myFeedbacks.archive.feedbacks')}
        body={(e: MyProcess) => <FeedbackLinks process={e.process} slug={slug} />}
      />
      <Column
        header={archiveText.t('archive.label')}
        body={(e: MyProcess) => <ArchiveDocuments processId={e.process.id} slug={slug} />}
      />
    </DataTable>
  );
}
