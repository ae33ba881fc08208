import { memoField, useElementField, type ElementFieldProps } from './element-field';

/** textSection: a heading and explanatory text between questions; it holds no answer. */
function TextSection(props: ElementFieldProps) {
  const { options } = useElementField<null>(props);
  return (
    <div className="dpt-text-section">
      {options.title && <h3 className="dpt-text-section-title">{options.title}</h3>}
      {options.subtitle && <p className="dpt-text-section-text">{options.subtitle}</p>}
      {options.tooltip && <p className="dpt-text-section-text dpt-muted">{options.tooltip}</p>}
    </div>
  );
}

export const TextSectionField = memoField(TextSection);
