import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useUserHistory } from '../api';
import { useEmployeesText } from '../text';
import { listTable } from '../../../components/list-table';
import type { UserHistoryEntry } from '../../../../engine/api/users';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

type Props = { userId: number; slug: string };

const BOOLEAN_FIELDS = new Set(['isApiUpdateLocked', 'active']);

/** The change history tab: each changed field with its values, who changed it (or provisioning) and when. */
export function HistoryTab({ userId, slug }: Props) {
  const { t, locale } = useEmployeesText();
  const dates = useDateFormat();
  const history = useUserHistory(slug, userId);
  if (history.data === null) return <Message severity="error" text={t('employeesPage.loadFailed')} />;
  const value = (entry: UserHistoryEntry, text: string | null) => {
    if (text === null || text === '') return <span className="dpt-muted">—</span>;
    if (BOOLEAN_FIELDS.has(entry.field)) return t(text === 'true' ? 'employeesPage.yes' : 'employeesPage.no');
    return text;
  };
  const who = (entry: UserHistoryEntry) => {
    const person = entry.changedBy ? `${entry.changedBy.firstName} ${entry.changedBy.lastName}` : null;
    const behind = entry.impersonatedBy
      ? t('employeesPage.history.impersonatedBy', {
          name: `${entry.impersonatedBy.firstName} ${entry.impersonatedBy.lastName}`,
        })
      : null;
    return (
      <span className="dpt-emp-person">
        {entry.source === 'provisioning' ? (
          <Tag severity="info" icon="pi pi-sync" value={t('employeesPage.history.provisioning')} />
        ) : entry.source === 'signIn' ? (
          <Tag severity="info" icon="pi pi-sign-in" value={t('employeesPage.history.signIn')} />
        ) : (
          <span>{person ?? t('employeesPage.history.unknownPerson')}</span>
        )}
        {behind && <small>{behind}</small>}
        {!entry.applied && (
          <Tag severity="warning" icon="pi pi-lock" value={t('employeesPage.history.refused')} />
        )}
      </span>
    );
  };
  return (
    <DataTable
      key={locale}
      value={history.data ?? []}
      dataKey="id"
      loading={history.isLoading}
      size="small"
      {...listTable('sm')}
      stripedRows
      paginator={(history.data?.length ?? 0) > 25}
      rows={25}
      emptyMessage={t('employeesPage.history.empty')}
      data-testid="employee-history"
    >
      <Column
        header={t('employeesPage.history.when')}
        body={(e: UserHistoryEntry) => dates.dateTime(e.changedAt)}
      />
      <Column
        header={t('employeesPage.history.field')}
        body={(e: UserHistoryEntry) => t(`employeesPage.fields.${e.field}`, { defaultValue: e.field })}
      />
      <Column
        header={t('employeesPage.history.previous')}
        body={(e: UserHistoryEntry) => value(e, e.previousValue)}
      />
      <Column header={t('employeesPage.history.new')} body={(e: UserHistoryEntry) => value(e, e.newValue)} />
      <Column header={t('employeesPage.history.who')} body={who} />
    </DataTable>
  );
}
