import type { MatrixAnswer, ScaleAnswer } from '../../../engine/forms/answer-types';
import { partId } from '../ids';
import { ElementHeader, titleId } from './element-header';
import { memoField, useElementField, type ElementFieldProps } from './element-field';
import { MatrixRow } from './matrix-row';
import { anchorLabel, scaleValues } from './scale-radios';

/** scaleMatrix: one scale per item in a table (items × scale values), with a comment per item when allowed. */
function ScaleMatrix(props: ElementFieldProps) {
  const field = useElementField<MatrixAnswer>(props);
  const { fieldId, options, value, t, mode } = field;
  const { elementId } = options;
  const values = options.useScale ? scaleValues(options) : [];
  const print = mode === 'print';
  const setRow = (itemId: string, update: (row: ScaleAnswer) => ScaleAnswer) =>
    field.commit((previous) => ({ ...previous, [itemId]: update(previous?.[itemId] ?? {}) }));
  return (
    <>
      <ElementHeader fieldId={fieldId} options={options} t={t} print={print} />
      <div className="dpt-matrix-scroll">
        <table
          className="dpt-matrix"
          aria-labelledby={titleId(fieldId)}
          style={{ ['--dpt-scale-count' as string]: Math.max(1, values.length) }}
        >
          <thead>
            <tr>
              <th scope="col" className="dpt-matrix-item-head">
                <span className="dpt-visually-hidden">{options.title}</span>
              </th>
              {print && options.useScale && <th scope="col">{t('forms.scale.item')}</th>}
              {!print &&
                values.map((option) => (
                  <th scope="col" key={option} id={partId(fieldId, 'col', option)}>
                    <span className="dpt-matrix-value">{option}</span>{' '}
                    {anchorLabel(options, option) && (
                      <span className="dpt-matrix-anchor">{anchorLabel(options, option)}</span>
                    )}
                  </th>
                ))}
            </tr>
          </thead>
          <tbody>
            {(options.items ?? []).map((item) => (
              <MatrixRow
                key={item.id}
                fieldId={fieldId}
                item={item}
                options={options}
                values={values}
                answer={value?.[item.id]}
                errors={field.errors(true, item.id)}
                locked={field.locked}
                print={print}
                t={t}
                onSelect={(next) => {
                  setRow(item.id, (row) => ({ ...row, value: next }));
                  field.save({ kind: 'matrix', elementId, itemId: item.id, value: next }, 'immediate');
                }}
                onCommentType={(comment) =>
                  field.save({ kind: 'comment', elementId, itemId: item.id, comment }, 'typing')
                }
                onCommentCommit={(comment, typed) => {
                  setRow(item.id, (row) => ({ ...row, comment }));
                  if (!typed)
                    field.save(
                      { kind: 'comment', elementId, itemId: item.id, comment: comment ?? '' },
                      'immediate',
                    );
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export const ScaleMatrixField = memoField(ScaleMatrix);
