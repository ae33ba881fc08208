import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { personName } from '../../../process-common/labels';
import { downloadDocument } from '../api';
import { usePdpText } from '../text';
import { useDownload } from './use-pdp-files';
import { actionsColumn, listTable } from '../../../components/list-table';
import type { PdpDocument } from '../../../../engine/api/pdp';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

/** The archive of earlier document versions (SPEC §2 PDP screen), newest first, each downloadable. */
export function ArchiveCard({ archive, slug }: { archive: PdpDocument[]; slug: string }) {
  const { t, locale } = usePdpText();
  const dates = useDateFormat();
  const { busy, download } = useDownload();
  return (
    <section
      className="dpt-card dpt-pdp-card dpt-pdp-wide"
      aria-labelledby="pdp-archive-heading"
      data-testid="pdp-archive"
    >
      <h2 id="pdp-archive-heading">{t('pdp.archive.heading')}</h2>
      <DataTable
        // PrimeReact keeps rendered rows while the value is the same: a new language redraws them
        key={locale}
        value={archive}
        dataKey="documentId"
        size="small"
        emptyMessage={t('pdp.archive.empty')}
        {...listTable('sm')}
        aria-labelledby="pdp-archive-heading"
      >
        <Column field="fileName" header={t('pdp.archive.fileName')} />
        <Column
          header={t('pdp.archive.uploaded')}
          body={(d: PdpDocument) => dates.dateTime(d.uploadDateUtc)}
        />
        <Column header={t('pdp.archive.by')} body={(d: PdpDocument) => personName(d.uploadedBy)} />
        <Column
          header={t('pdp.archive.actions')}
          {...actionsColumn}
          body={(d: PdpDocument) => (
            <Button
              type="button"
              icon="pi pi-download"
              text
              rounded
              aria-label={t('pdp.document.downloadLabel', { name: d.fileName })}
              loading={busy === d.documentId}
              onClick={() =>
                void download(d.documentId, d.fileName, () => downloadDocument(d.downloadUrl, slug))
              }
            />
          )}
        />
      </DataTable>
    </section>
  );
}
