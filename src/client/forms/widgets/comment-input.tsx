import { memo } from 'react';
import { COMMENT_FIELD_TYPES, type CommentFieldType } from '../../../engine/forms/questionnaire-types';
import { formatIsoDate } from '../dates';
import { useFormRuntime } from '../form-runtime';
import { DateInput } from './date-input';
import { DraftTextInput } from './draft-text-input';
import { PrintText } from './element-header';
import type { NativeInputProps } from './input-classes';

export type CommentInputProps = Omit<NativeInputProps, 'disabled'> & {
  value: string | undefined;
  fieldType: CommentFieldType | undefined;
  locked: boolean;
  /** every keystroke, for the autosave (dates come through onCommit only) */
  onType: (text: string) => void;
  /** the text or ISO date for the form data; undefined when a date was cleared */
  onCommit: (text: string | undefined, typed: boolean) => void;
};

/** A comment as its element's commentFieldType asks: single line, multi-line or date; plain text in print. */
export const CommentInput = memo(function CommentInput(props: CommentInputProps) {
  const { mode, t } = useFormRuntime();
  const { fieldType, value } = props;
  const isDate = fieldType === COMMENT_FIELD_TYPES.date;
  if (mode === 'print') return <PrintText text={isDate ? formatIsoDate(value) : value} t={t} />;
  const common = {
    id: props.id,
    value,
    disabled: props.locked,
    required: props.required,
    invalid: props.invalid,
    describedBy: props.describedBy,
    ariaLabel: props.ariaLabel,
    ariaLabelledBy: props.ariaLabelledBy,
  };
  if (isDate) return <DateInput {...common} onCommit={(iso) => props.onCommit(iso, false)} />;
  return (
    <DraftTextInput
      {...common}
      multiline={fieldType === COMMENT_FIELD_TYPES.multiLine}
      onType={props.onType}
      onCommit={(text) => props.onCommit(text, true)}
    />
  );
});
