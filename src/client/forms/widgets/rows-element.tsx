import type { Translate } from '../../lib/i18n/translate';
import { useMemo } from 'react';
import type { TableAnswer } from '../../../engine/forms/answer-types';
import type { UiItem } from '../../../engine/forms/compiled-types';
import { partId } from '../ids';
import { describedBy, ElementHeader, FieldErrors, subtitleId, titleId } from './element-header';
import { useElementField, type ElementFieldProps } from './element-field';
import { RowsTable, type RowsColumn } from './rows-table';
import { useRowsEditing } from './use-rows-editing';

type RowsElementProps = {
  fieldProps: ElementFieldProps;
  /** module-level, so the columns stay memoized */
  toColumns: (columns: readonly UiItem[], t: Translate) => RowsColumn[];
};

/** The body shared by tableQuestion and actionField: header, rows table and the element's errors. */
export function RowsElement({ fieldProps, toColumns }: RowsElementProps) {
  const field = useElementField<TableAnswer>(fieldProps);
  const { fieldId, options, t, mode } = field;
  const handlers = useRowsEditing(field);
  const columns = useMemo(() => toColumns(options.columns ?? [], t), [toColumns, options.columns, t]);
  const errors = field.errors(true);
  const errorId = partId(fieldId, 'error');
  return (
    <>
      <ElementHeader fieldId={fieldId} options={options} t={t} print={mode === 'print'} />
      <RowsTable
        {...handlers}
        fieldId={fieldId}
        labelledBy={titleId(fieldId)}
        describedBy={describedBy(options.subtitle && subtitleId(fieldId), errors.length > 0 && errorId)}
        columns={columns}
        rows={field.value?.rows ?? []}
        locked={field.locked}
        print={mode === 'print'}
        t={t}
      />
      <FieldErrors id={errorId} errors={errors} />
    </>
  );
}
