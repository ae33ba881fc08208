import { RemoveRowButton } from './row-buttons';
import { memo } from 'react';
import type { TableRow } from '../../../engine/forms/answer-types';
import type { Translate } from '../../lib/i18n/translate';
import { partId } from '../ids';
import { DateInput } from './date-input';
import { DraftTextInput } from './draft-text-input';
import type { RowsColumn, RowsHandlers } from './rows-table';

type RowProps = RowsHandlers & {
  fieldId: string;
  row: TableRow;
  position: number;
  columns: RowsColumn[];
  locked: boolean;
  t: Translate;
};

/** One row; memoized, so typing in a large table renders only the row that changed. */
export const EditableRow = memo(function EditableRow(props: RowProps) {
  const { fieldId, row, position, columns, locked, t } = props;
  const rowLabel = t('forms.table.row', { n: position + 1 });
  return (
    <tr>
      {columns.map((column) => {
        const id = partId(fieldId, 'rows', position, 'cells', column.id);
        const label = `${column.title} (${rowLabel})`;
        return (
          <td key={column.id}>
            {column.date ? (
              <DateInput
                id={id}
                value={row.cells[column.id]}
                disabled={locked}
                compact
                ariaLabel={label}
                onCommit={(iso) => props.onCellCommit(row.rowId, column.id, iso, false)}
              />
            ) : (
              <DraftTextInput
                id={id}
                value={row.cells[column.id]}
                multiline
                rows={1}
                disabled={locked}
                ariaLabel={label}
                onType={(text) => props.onCellType(row.rowId, column.id, text)}
                onCommit={(text) => props.onCellCommit(row.rowId, column.id, text, true)}
              />
            )}
          </td>
        );
      })}
      {!locked && (
        <td className="dpt-rows-actions">
          <RemoveRowButton
            label={t('forms.table.removeRow', { n: position + 1 })}
            onClick={() => props.onRemove(row.rowId)}
          />
        </td>
      )}
    </tr>
  );
});
