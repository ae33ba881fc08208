import type { ScaleAnswer } from '../../../engine/forms/answer-types';
import { partId } from '../ids';
import { CommentInput } from './comment-input';
import {
  describedBy,
  ElementHeader,
  FieldErrors,
  MandatoryMark,
  subtitleId,
  titleId,
} from './element-header';
import { memoField, useElementField, type ElementFieldProps } from './element-field';
import { ScalePrint } from './scale-print';
import { ScaleRadios } from './scale-radios';

/** scaleQuestion: a radio scale with anchor labels and, when allowed, a comment. */
function ScaleQuestion(props: ElementFieldProps) {
  const field = useElementField<ScaleAnswer>(props);
  const { fieldId, options, value, t, mode } = field;
  const { elementId } = options;
  const scaleId = partId(fieldId, 'value');
  const commentId = partId(fieldId, 'comment');
  // a missing answer is reported on the element; it shows at the scale unless only the comment is mandatory
  const scaleErrors = field.errors(options.mandatoryScale || !options.mandatoryComment, 'value');
  const commentErrors = field.errors(options.mandatoryComment, 'comment');
  const print = mode === 'print';
  const saveComment = (comment: string, timing: 'typing' | 'immediate') =>
    field.save({ kind: 'comment', elementId, itemId: null, comment }, timing);
  return (
    <>
      <ElementHeader
        fieldId={fieldId}
        options={options}
        t={t}
        htmlFor={options.useScale ? undefined : commentId}
        print={print}
      />
      {options.useScale &&
        (print ? (
          <ScalePrint options={options} value={value?.value} t={t} />
        ) : (
          <ScaleRadios
            id={scaleId}
            options={options}
            value={value?.value}
            disabled={field.locked}
            required={options.mandatoryScale}
            invalid={scaleErrors.length > 0}
            labelledBy={titleId(fieldId)}
            describedBy={describedBy(
              options.subtitle && subtitleId(fieldId),
              scaleErrors.length > 0 && partId(scaleId, 'error'),
            )}
            onSelect={(next) => {
              field.commit((previous) => ({ ...previous, value: next }));
              field.save({ kind: 'item', elementId, value: next }, 'immediate');
            }}
          />
        ))}
      <FieldErrors id={partId(scaleId, 'error')} errors={scaleErrors} />
      {options.allowComment && (
        <div className="dpt-comment">
          {options.useScale && (
            <label htmlFor={commentId} className="dpt-comment-label">
              {t('forms.comment')}
              {options.mandatoryComment && <MandatoryMark t={t} />}
            </label>
          )}
          <CommentInput
            id={commentId}
            value={value?.comment}
            fieldType={options.commentFieldType}
            locked={field.locked}
            required={options.mandatoryComment}
            invalid={commentErrors.length > 0}
            describedBy={describedBy(commentErrors.length > 0 && partId(commentId, 'error'))}
            onType={(text) => saveComment(text, 'typing')}
            onCommit={(text, typed) => {
              field.commit((previous) => ({ ...previous, comment: text }));
              if (!typed) saveComment(text ?? '', 'immediate');
            }}
          />
          <FieldErrors id={partId(commentId, 'error')} errors={commentErrors} />
        </div>
      )}
    </>
  );
}

export const ScaleQuestionField = memoField(ScaleQuestion);
