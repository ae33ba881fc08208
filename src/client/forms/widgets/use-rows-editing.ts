import { useMemo } from 'react';
import type { TableAnswer, TableRow } from '../../../engine/forms/answer-types';
import { newRowId } from '../ids';
import type { ElementField } from './element-field';
import type { RowsHandlers } from './rows-table';

/** Pure. The cells with one cell set, or removed when `text` is undefined (a cleared date). */
function withCell(cells: Record<string, string>, columnId: string, text: string | undefined) {
  const next = { ...cells };
  if (text === undefined) delete next[columnId];
  else next[columnId] = text;
  return next;
}

/**
 * Row editing of a table answer (tableQuestion, actionField): stable handlers, so unchanged rows skip rendering.
 * Each row is saved whole under its rowId; a removal goes out under the same key and supersedes pending edits.
 */
export function useRowsEditing(field: ElementField<TableAnswer>): RowsHandlers & { onAdd: () => string } {
  const { commit, save, current } = field;
  const { elementId } = field.options;
  return useMemo(() => {
    const rowsOf = (answer: TableAnswer | undefined): TableRow[] => answer?.rows ?? [];
    const rowOf = (rowId: string) => rowsOf(current()).find((row) => row.rowId === rowId);
    const updateRow = (rowId: string, columnId: string, text: string | undefined) =>
      commit((previous) => ({
        rows: rowsOf(previous).map((row) =>
          row.rowId === rowId ? { ...row, cells: withCell(row.cells, columnId, text) } : row,
        ),
      }));
    return {
      onAdd: () => {
        const rowId = newRowId();
        commit((previous) => ({ rows: [...rowsOf(previous), { rowId, cells: {} }] }));
        save({ kind: 'tableRow', elementId, rowId, cells: {} }, 'immediate');
        return rowId;
      },
      onRemove: (rowId) => {
        commit((previous) => ({ rows: rowsOf(previous).filter((row) => row.rowId !== rowId) }));
        save({ kind: 'tableRowRemoved', elementId, rowId }, 'immediate');
      },
      onCellType: (rowId, columnId, text) => {
        const row = rowOf(rowId);
        if (row)
          save({ kind: 'tableRow', elementId, rowId, cells: withCell(row.cells, columnId, text) }, 'typing');
      },
      onCellCommit: (rowId, columnId, text, typed) => {
        updateRow(rowId, columnId, text);
        const row = rowOf(rowId);
        if (row && !typed) save({ kind: 'tableRow', elementId, rowId, cells: row.cells }, 'immediate');
      },
    };
  }, [commit, save, current, elementId]);
}
