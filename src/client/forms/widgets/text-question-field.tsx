import type { CommentAnswer } from '../../../engine/forms/answer-types';
import { partId } from '../ids';
import { CommentInput } from './comment-input';
import { describedBy, ElementHeader, FieldErrors, subtitleId } from './element-header';
import { memoField, useElementField, type ElementFieldProps } from './element-field';

/** textQuestion: one text as single line, multi-line or date (commentFieldType). */
function TextQuestion(props: ElementFieldProps) {
  const field = useElementField<CommentAnswer>(props);
  const { fieldId, options, value, t, mode } = field;
  const inputId = partId(fieldId, 'comment');
  const errorId = partId(fieldId, 'error');
  const errors = field.errors(true);
  const save = (comment: string, timing: 'typing' | 'immediate') =>
    field.save({ kind: 'comment', elementId: options.elementId, itemId: null, comment }, timing);
  return (
    <>
      <ElementHeader fieldId={fieldId} options={options} t={t} htmlFor={inputId} print={mode === 'print'} />
      <CommentInput
        id={inputId}
        value={value?.comment}
        fieldType={options.commentFieldType}
        locked={field.locked}
        required={options.mandatory}
        invalid={errors.length > 0}
        describedBy={describedBy(options.subtitle && subtitleId(fieldId), errors.length > 0 && errorId)}
        onType={(text) => save(text, 'typing')}
        onCommit={(text, typed) => {
          field.commit((previous) => ({ ...previous, comment: text }));
          if (!typed) save(text ?? '', 'immediate');
        }}
      />
      <FieldErrors id={errorId} errors={errors} />
    </>
  );
}

export const TextQuestionField = memoField(TextQuestion);
