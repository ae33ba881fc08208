import type { FieldTemplateProps } from '@rjsf/utils';
import type { ElementUiSchema } from '../../../engine/forms/compiled-types';
import { useFormRuntime } from '../form-runtime';
import { RenderGuard } from '../render-guard';

/**
 * The wrapper of every element. Labels, help and errors are the kinds' own (they know which part an error
 * belongs to), so this marks the element for CSS, tests and print, and guards it: an element that fails to
 * render shows its id, title and message instead of taking the form down. A grouping gets no wrapper: its
 * field is the <legend> that must be the fieldset's first child.
 */
export function ElementFieldTemplate({ children, uiSchema, fieldPathId }: FieldTemplateProps) {
  const { t } = useFormRuntime();
  const kind = (uiSchema as Partial<ElementUiSchema> | undefined)?.['ui:field'];
  if (fieldPathId.path.length === 0 || kind === undefined) return children;
  const options = (uiSchema as ElementUiSchema)['ui:options'];
  const guarded = (
    <RenderGuard t={t} element={{ id: options.elementId, title: options.title }}>
      {children}
    </RenderGuard>
  );
  if (kind === 'grouping') return guarded;
  return (
    <div
      className={`dpt-element dpt-element-${kind}`}
      data-element-id={options.elementId}
      data-element-kind={kind}
      style={{ ['--dpt-depth' as string]: options.depth }}
    >
      {guarded}
    </div>
  );
}
