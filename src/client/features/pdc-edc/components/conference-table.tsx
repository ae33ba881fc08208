import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useNavigate } from 'react-router-dom';
import { localized } from '../../../process-common/labels';
import { statusSeverity } from '../status';
import { usePdcEdcText } from '../text';
import { actionsColumn, listTable } from '../../../components/list-table';
import type { ConferenceProcess } from '../../../../engine/api/pdc-edc';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

type Props = { processes: ConferenceProcess[]; loading: boolean; slug: string };

const nameOf = (p: ConferenceProcess) => `${p.recipient.firstName} ${p.recipient.lastName}`;

/** The processes of a talkround: employee, supervisor, status, conference date and the documents rule. */
export function ConferenceTable({ processes, loading, slug }: Props) {
  const { t, locale } = usePdcEdcText();
  const dates = useDateFormat();
  const navigate = useNavigate();
  const day = (value: string | null) => (value ? dates.date(value) : '—');
  return (
    <DataTable
      // PrimeReact keeps rendered rows while the value is the same: a new language redraws them
      key={locale}
      value={processes}
      dataKey="processId"
      loading={loading}
      size="small"
      stripedRows
      paginator={processes.length > 25}
      rows={25}
      emptyMessage={t('pdcEdcPage.empty')}
      {...listTable('md')}
      data-testid="pdc-edc-table"
    >
      <Column
        header={t('pdcEdcPage.columns.employee')}
        body={(p: ConferenceProcess) => (
          <span className="dpt-pe-person" data-testid={`pdc-edc-row-${p.processId}`}>
            <strong>{nameOf(p)}</strong>
            <small>
              {t(`pdcEdcPage.types.${p.processType}`)} · {p.recipient.position}
            </small>
          </span>
        )}
      />
      <Column
        header={t('pdcEdcPage.columns.supervisor')}
        body={(p: ConferenceProcess) => p.supervisorName ?? '—'}
      />
      <Column
        header={t('pdcEdcPage.columns.status')}
        body={(p: ConferenceProcess) => (
          <Tag
            severity={statusSeverity(p.statusId)}
            value={localized(p.statusLabel, locale, String(p.statusId))}
          />
        )}
      />
      <Column
        header={t('pdcEdcPage.columns.conference')}
        body={(p: ConferenceProcess) =>
          p.conferenceDate ? (
            <span className="dpt-pe-date">
              {day(p.conferenceDate)}
              {p.inWindow === false && (
                <Tag
                  severity="warning"
                  icon="pi pi-exclamation-triangle"
                  value={t('pdcEdcPage.outsideWindow')}
                />
              )}
            </span>
          ) : (
            <span className="dpt-pe-muted">{t('pdcEdcPage.noDate')}</span>
          )
        }
      />
      <Column
        header={t('pdcEdcPage.columns.documents')}
        body={(p: ConferenceProcess) => <DocumentsTag process={p} />}
      />
      <Column
        header={<span className="dpt-visually-hidden">{t('pdcEdcPage.columns.open')}</span>}
        {...actionsColumn}
        body={(p: ConferenceProcess) =>
          p.feedbackId === null ? null : (
            <Button
              type="button"
              icon="pi pi-folder-open"
              rounded
              text
              aria-label={t('pdcEdcPage.open', { name: nameOf(p) })}
              onClick={() => navigate(`/${slug}/feedback/${p.feedbackId}`)}
            />
          )
        }
      />
    </DataTable>
  );
}

function DocumentsTag({ process }: { process: ConferenceProcess }) {
  const { t } = usePdcEdcText();
  const dates = useDateFormat();
  const { state, dueDate, sentOn } = process.documents;
  const day = (value: string | null) => (value ? dates.date(value) : '—');
  if (state === null) return <span className="dpt-pe-muted">{t('pdcEdcPage.documents.none')}</span>;
  if (state === 'sent')
    return (
      <Tag
        severity="success"
        icon="pi pi-check"
        value={t('pdcEdcPage.documents.sent', { date: day(sentOn) })}
      />
    );
  if (state === 'due')
    return <Tag severity="info" value={t('pdcEdcPage.documents.due', { date: day(dueDate) })} />;
  return (
    <Tag
      severity="danger"
      icon="pi pi-exclamation-triangle"
      value={
        sentOn
          ? t('pdcEdcPage.documents.lateSent', { date: day(sentOn) })
          : t('pdcEdcPage.documents.late', { date: day(dueDate) })
      }
      data-testid="documents-late"
    />
  );
}
