import type { Translate } from '../../lib/i18n/translate';
import type { ScaleAnswer } from '../../../engine/forms/answer-types';
import type { ElementUiOptions, UiItem } from '../../../engine/forms/compiled-types';
import { partId } from '../ids';
import { CommentInput } from './comment-input';
import { describedBy, FieldErrors, MandatoryMark } from './element-header';
import { ScalePrint } from './scale-print';

type MatrixRowProps = {
  fieldId: string;
  item: UiItem;
  options: ElementUiOptions;
  values: number[];
  answer: ScaleAnswer | undefined;
  errors: string[];
  locked: boolean;
  print: boolean;
  t: Translate;
  onSelect: (value: number) => void;
  onCommentType: (comment: string) => void;
  onCommentCommit: (comment: string | undefined, typed: boolean) => void;
};

/**
 * One item of a scale matrix: its radios share a name, so the arrow keys move along the row; each radio is
 * named by the item and the column header. The comment sits in a full-width row below.
 */
export function MatrixRow(props: MatrixRowProps) {
  const { fieldId, item, options, values, answer, errors, locked, print, t } = props;
  const rowId = partId(fieldId, item.id);
  const headId = partId(rowId, 'title');
  const errorId = partId(rowId, 'error');
  const columns = print ? 2 : values.length + 1;
  return (
    <>
      <tr className={errors.length > 0 ? 'dpt-matrix-row dpt-matrix-row-invalid' : 'dpt-matrix-row'}>
        <th scope="row" id={headId} className="dpt-matrix-item">
          {item.title}
          {item.subtitle && <span className="dpt-matrix-item-subtitle">{item.subtitle}</span>}
        </th>
        {print && options.useScale && (
          <td>
            <ScalePrint options={options} value={answer?.value} t={t} />
          </td>
        )}
        {!print &&
          values.map((option, index) => {
            const id = index === 0 ? partId(rowId, 'value') : partId(rowId, 'value', option);
            return (
              <td key={option} className="dpt-matrix-cell">
                <input
                  type="radio"
                  id={id}
                  name={partId(rowId, 'value')}
                  value={option}
                  checked={answer?.value === option}
                  disabled={locked}
                  aria-labelledby={`${headId} ${partId(fieldId, 'col', option)}`}
                  aria-describedby={errors.length > 0 ? errorId : undefined}
                  aria-invalid={errors.length > 0 || undefined}
                  onChange={() => props.onSelect(option)}
                />
              </td>
            );
          })}
      </tr>
      {/* on paper an empty comment of every item would only repeat "no answer" */}
      {((options.allowComment && (!print || answer?.comment)) || errors.length > 0) && (
        <tr className="dpt-matrix-comment-row">
          <td colSpan={columns}>
            {options.allowComment && (
              <div className="dpt-comment">
                <label htmlFor={partId(rowId, 'comment')} className="dpt-comment-label">
                  {t('forms.commentFor', { title: item.title })}
                  {options.mandatoryComment && <MandatoryMark t={t} />}
                </label>
                <CommentInput
                  id={partId(rowId, 'comment')}
                  value={answer?.comment}
                  fieldType={options.commentFieldType}
                  locked={locked}
                  required={options.mandatoryComment}
                  invalid={errors.length > 0}
                  describedBy={describedBy(errors.length > 0 && errorId)}
                  onType={props.onCommentType}
                  onCommit={props.onCommentCommit}
                />
              </div>
            )}
            <FieldErrors id={errorId} errors={errors} />
          </td>
        </tr>
      )}
    </>
  );
}
