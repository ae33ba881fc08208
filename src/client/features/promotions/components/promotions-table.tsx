import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { localized } from '../../../process-common/labels';
import { usePromotionsText } from '../text';
import { HardfactsTag, ResultTag } from './promotion-tags';
import { actionsColumn, listTable } from '../../../components/list-table';
import type { Promotion } from '../../../../engine/api/promotions';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

type Props = { promotions: Promotion[]; loading: boolean; onOpen: (promotion: Promotion) => void };

const nameOf = (p: Promotion) => `${p.recipient.firstName} ${p.recipient.lastName}`;

/** The promotion list: employee, target position and date (with the rule's verdict), path, hardfacts, status. */
export function PromotionsTable({ promotions, loading, onOpen }: Props) {
  const { t, locale } = usePromotionsText();
  const dates = useDateFormat();
  return (
    <DataTable
      // PrimeReact keeps rendered rows while the value is the same: a new language redraws them
      key={locale}
      value={promotions}
      dataKey="processId"
      loading={loading}
      size="small"
      stripedRows
      paginator={promotions.length > 25}
      rows={25}
      emptyMessage={t('promotionsPage.empty')}
      // one block per row while the table's box is narrower than its columns side by side
      {...listTable('lg')}
      data-testid="promotions-table"
    >
      <Column
        header={t('promotionsPage.columns.employee')}
        body={(p: Promotion) => (
          <span className="dpt-pm-person" data-testid={`promotion-row-${p.processId}`}>
            <strong>{nameOf(p)}</strong>
            <small>
              {p.recipient.position} · {p.recipient.shorthand}
            </small>
          </span>
        )}
      />
      <Column header={t('promotionsPage.columns.target')} body={(p: Promotion) => p.targetPosition ?? '—'} />
      <Column
        header={t('promotionsPage.columns.date')}
        body={(p: Promotion) =>
          p.targetDate ? (
            <span className="dpt-pm-date">
              {dates.date(p.targetDate)}
              {p.dateAllowed === false && (
                <Tag
                  severity="danger"
                  icon="pi pi-exclamation-triangle"
                  value={t('promotionsPage.dateNotAllowed')}
                />
              )}
            </span>
          ) : (
            '—'
          )
        }
      />
      <Column
        header={t('promotionsPage.columns.path')}
        body={(p: Promotion) =>
          p.careerPath === null ? (
            '—'
          ) : (
            <span>
              {t(`forms.career.paths.${p.careerPath}`)}
              {p.developmentType !== null && (
                <small className="dpt-pm-muted">
                  {' '}
                  · {t(`forms.career.developmentTypes.${p.developmentType}`)}
                </small>
              )}
            </span>
          )
        }
      />
      <Column
        header={t('promotionsPage.columns.hardfacts')}
        body={(p: Promotion) => <HardfactsTag state={p.hardfactsState} />}
      />
      <Column
        header={t('promotionsPage.columns.status')}
        body={(p: Promotion) => (
          <span className="dpt-pm-status">
            <ResultTag confirmed={p.confirmed} label={localized(p.statusLabel, locale, String(p.statusId))} />
          </span>
        )}
      />
      <Column
        header={<span className="dpt-visually-hidden">{t('promotionsPage.columns.open')}</span>}
        {...actionsColumn}
        body={(p: Promotion) => (
          <Button
            type="button"
            icon="pi pi-folder-open"
            rounded
            text
            aria-label={t('promotionsPage.open', { name: nameOf(p) })}
            onClick={() => onOpen(p)}
            data-testid={`promotion-open-${p.processId}`}
          />
        )}
      />
    </DataTable>
  );
}
