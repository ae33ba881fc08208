import { Button } from 'primereact/button';
import type { ReactNode } from 'react';

type Props = {
  /** the heading's id: it labels the table */
  titleId: string;
  title: string;
  /** the controls beside the heading (filter, add button) */
  tools: ReactNode;
  /** shown between the toolbar and the table */
  hint?: ReactNode;
  tableClassName: string;
  testId: string;
  columns: readonly string[];
  /** the hidden heading of the last column, which holds each row's remove button */
  removeColumn: string;
  /** the rows */
  children: ReactNode;
};

/** A section of the workflow editor with one editable row per list entry (statuses, transitions). */
export function EditorTable(props: Props) {
  return (
    <div className="dpt-card dpt-wf-section">
      <div className="dpt-wf-toolbar">
        <h2 className="dpt-panel-title" id={props.titleId}>
          {props.title}
        </h2>
        {props.tools}
      </div>
      {props.hint}
      <div className="dpt-wf-table-scroll">
        <table className={props.tableClassName} aria-labelledby={props.titleId} data-testid={props.testId}>
          <thead>
            <tr>
              {props.columns.map((column, index) => (
                <th scope="col" key={index}>
                  {column}
                </th>
              ))}
              <th scope="col">
                <span className="dpt-visually-hidden">{props.removeColumn}</span>
              </th>
            </tr>
          </thead>
          <tbody>{props.children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** The last cell of an editor row: a button that removes the row. */
export function RemoveCell({
  label,
  disabled,
  onRemove,
}: {
  label: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <td>
      <Button
        icon="pi pi-trash"
        text
        severity="danger"
        disabled={disabled}
        aria-label={label}
        onClick={onRemove}
      />
    </td>
  );
}
