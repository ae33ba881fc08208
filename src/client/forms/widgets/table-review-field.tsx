import { ElementHeader, titleId } from './element-header';
import { memoField, useElementField, type ElementFieldProps } from './element-field';

/** tableReview: the rows an earlier table question collected (from the compile context), read-only. */
function TableReview(props: ElementFieldProps) {
  const { fieldId, options, t, mode } = useElementField<null>(props);
  const table = options.reviewTable ?? { name: '', columns: [], rows: [] };
  return (
    <>
      <ElementHeader fieldId={fieldId} options={options} t={t} print={mode === 'print'} />
      <div className="dpt-matrix-scroll">
        <table className="dpt-rows-table dpt-review-table" aria-labelledby={titleId(fieldId)}>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th scope="col" key={column.id}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={Math.max(1, table.columns.length)} className="dpt-rows-empty">
                  {t('forms.tableReview.empty')}
                </td>
              </tr>
            ) : (
              table.rows.map((row) => (
                <tr key={row.rowId}>
                  {table.columns.map((column) => (
                    <td key={column.id}>{row.cells[column.id]}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

export const TableReviewField = memoField(TableReview);
