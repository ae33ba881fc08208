import { memoField, useElementField, type ElementFieldProps } from './element-field';
import { partId } from '../ids';

/**
 * grouping: the legend of the fieldset the layout draws around the group's elements. It renders no wrapper of
 * its own (see field-template.tsx), so the <legend> is the fieldset's first child as HTML requires.
 */
function Grouping(props: ElementFieldProps) {
  const { fieldId, options } = useElementField<null>(props);
  return (
    <>
      {options.title && (
        <legend className="dpt-group-legend" id={partId(fieldId, 'title')}>
          {options.title}
        </legend>
      )}
      {options.subtitle && <p className="dpt-group-subtitle">{options.subtitle}</p>}
    </>
  );
}

export const GroupingField = memoField(Grouping);
