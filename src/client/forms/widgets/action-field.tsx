import type { Translate } from '../../lib/i18n/translate';
import type { UiItem } from '../../../engine/forms/compiled-types';
import { memoField, type ElementFieldProps } from './element-field';
import { RowsElement } from './rows-element';

const actionColumns = (columns: readonly UiItem[], t: Translate) =>
  columns.map((column) => ({
    id: column.id,
    title: t(`forms.actionField.columns.${column.id}`, { defaultValue: column.title }),
    date: column.id === 'dueDate',
  }));

/** actionField: rows of action, responsible and due date (fixed columns, titled by the form's texts). */
export const ActionField = memoField(function ActionFieldView(props: ElementFieldProps) {
  return <RowsElement fieldProps={props} toColumns={actionColumns} />;
});
