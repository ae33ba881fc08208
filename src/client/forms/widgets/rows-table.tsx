import type { Translate } from '../../lib/i18n/translate';
import { LightButton } from './light-button';
import { useCallback, useEffect, useRef } from 'react';
import type { TableRow } from '../../../engine/forms/answer-types';
import { formatIsoDate } from '../dates';
import { partId } from '../ids';
import { EditableRow } from './editable-row';

export type RowsColumn = { id: string; title: string; date?: boolean };

export type RowsHandlers = {
  onRemove: (rowId: string) => void;
  onCellType: (rowId: string, columnId: string, text: string) => void;
  onCellCommit: (rowId: string, columnId: string, text: string | undefined, typed: boolean) => void;
};

type RowsTableProps = RowsHandlers & {
  fieldId: string;
  labelledBy: string;
  describedBy?: string;
  columns: RowsColumn[];
  rows: TableRow[];
  locked: boolean;
  print: boolean;
  t: Translate;
  onAdd: () => string;
};

/**
 * The rows of a table question or action field: a text (or date) input per cell, rows added and removed with
 * buttons. A new row's first cell takes the focus; after a removal the focus goes to the add button.
 */
export function RowsTable(props: RowsTableProps) {
  const { fieldId, columns, rows, locked, print, t } = props;
  const { onRemove } = props;
  // The new row arrives with the form data a render later; focus its first cell then, once.
  const focusRow = useRef<string | null>(null);
  const addId = partId(fieldId, 'addRow');
  useEffect(() => {
    if (focusRow.current === null) return;
    const position = rows.findIndex((row) => row.rowId === focusRow.current);
    if (position < 0) return;
    focusRow.current = null;
    document.getElementById(partId(fieldId, 'rows', position, 'cells', columns[0]?.id ?? ''))?.focus();
  }, [rows, fieldId, columns]);
  const remove = useCallback(
    (rowId: string) => {
      onRemove(rowId);
      document.getElementById(addId)?.focus();
    },
    [onRemove, addId],
  );
  return (
    <div className="dpt-rows">
      <div className="dpt-matrix-scroll">
        <table
          className="dpt-rows-table"
          aria-labelledby={props.labelledBy}
          aria-describedby={props.describedBy}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column.id}>
                  {column.title}
                  {column.date && !print && <span className="dpt-date-hint"> ({t('forms.dateHint')})</span>}
                </th>
              ))}
              {!locked && (
                <th scope="col">
                  <span className="dpt-visually-hidden">{t('forms.table.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + (locked ? 0 : 1)} className="dpt-rows-empty">
                  {t('forms.table.empty')}
                </td>
              </tr>
            )}
            {print
              ? rows.map((row) => (
                  <tr key={row.rowId}>
                    {columns.map((column) => (
                      <td key={column.id}>
                        {column.date ? formatIsoDate(row.cells[column.id]) : row.cells[column.id]}
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row, position) => (
                  <EditableRow
                    key={row.rowId}
                    fieldId={fieldId}
                    row={row}
                    position={position}
                    columns={columns}
                    locked={locked}
                    t={t}
                    onRemove={remove}
                    onCellType={props.onCellType}
                    onCellCommit={props.onCellCommit}
                  />
                ))}
          </tbody>
        </table>
      </div>
      {!locked && (
        <LightButton
          id={addId}
          icon="pi pi-plus"
          label={t('forms.table.addRow')}
          outlined
          size="small"
          className="dpt-rows-add"
          onClick={() => {
            focusRow.current = props.onAdd();
          }}
        />
      )}
    </div>
  );
}
