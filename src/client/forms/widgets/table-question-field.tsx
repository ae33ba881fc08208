import type { UiItem } from '../../../engine/forms/compiled-types';
import { memoField, type ElementFieldProps } from './element-field';
import { RowsElement } from './rows-element';

const questionColumns = (columns: readonly UiItem[]) =>
  columns.map((column) => ({ id: column.id, title: column.title }));

/** tableQuestion: the questionnaire's items are columns; the user adds and removes rows. */
export const TableQuestionField = memoField(function TableQuestion(props: ElementFieldProps) {
  return <RowsElement fieldProps={props} toColumns={questionColumns} />;
});
