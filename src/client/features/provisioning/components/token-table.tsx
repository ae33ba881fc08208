import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import type { ScimToken } from '../../../../engine/api/scim-tokens';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useProvisioningText } from '../text';
import { actionsColumn, listTable } from '../../../components/list-table';

/** The organization's tokens, newest first: name, created (when, by whom), last use, state, revoke. */
export function TokenTable({
  tokens,
  loading,
  onRevoke,
}: {
  tokens: ScimToken[];
  loading: boolean;
  onRevoke: (token: ScimToken) => void;
}) {
  const { t, locale } = useProvisioningText();
  const dates = useDateFormat();
  const at = (iso: string | null) => (iso ? dates.dateTime(iso) : t('provisioning.never'));
  return (
    <DataTable
      key={locale}
      value={tokens}
      dataKey="id"
      loading={loading}
      size="small"
      stripedRows
      {...listTable('md')}
      emptyMessage={t('provisioning.empty')}
      data-testid="token-table"
      rowClassName={(row: ScimToken) => (row.revokedAt ? 'dpt-prov-revoked' : '')}
    >
      <Column header={t('provisioning.name')} field="name" />
      <Column header={t('provisioning.created')} body={(row: ScimToken) => at(row.createdAt)} />
      <Column
        header={t('provisioning.createdBy')}
        body={(row: ScimToken) =>
          row.createdBy ? `${row.createdBy.firstName} ${row.createdBy.lastName}` : ''
        }
      />
      <Column header={t('provisioning.lastUsed')} body={(row: ScimToken) => at(row.lastUsedAt)} />
      <Column
        header={t('provisioning.state')}
        body={(row: ScimToken) =>
          row.revokedAt ? (
            <Tag severity="secondary" value={t('provisioning.revoked', { date: at(row.revokedAt) })} />
          ) : (
            <Tag severity="success" value={t('provisioning.active')} />
          )
        }
      />
      <Column
        {...actionsColumn}
        body={(row: ScimToken) =>
          row.revokedAt ? null : (
            <Button
              type="button"
              size="small"
              severity="danger"
              outlined
              icon="pi pi-ban"
              label={t('provisioning.revoke')}
              aria-label={t('provisioning.revokeLabel', { name: row.name })}
              onClick={() => onRevoke(row)}
              data-testid={`token-revoke-${row.id}`}
            />
          )
        }
      />
    </DataTable>
  );
}
