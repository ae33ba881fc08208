import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { Fragment, type ReactNode } from 'react';
import type { LayoutNode, LayoutPage, RootUiOptions } from '../../../engine/forms/compiled-types';
import { useFormRuntime } from '../form-runtime';
import { partId } from '../ids';

type Contents = ReadonlyMap<string, ReactNode>;

function renderNodes(nodes: readonly LayoutNode[], contents: Contents): ReactNode[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string') {
      const content = contents.get(node);
      return content === undefined ? [] : [<Fragment key={node}>{content}</Fragment>];
    }
    // A hidden conditional grouping is missing from the resolved schema, and with it everything inside.
    const legend = contents.get(node.groupId);
    if (legend === undefined) return [];
    return [
      <fieldset key={node.groupId} className="dpt-group" data-element-id={node.groupId}>
        {legend}
        {renderNodes(node.children, contents)}
      </fieldset>,
    ];
  });
}

/**
 * The root object of a compiled form. RJSF hands over the elements it resolved as visible (conditional groups
 * via if/then); this places them into the pages and groupings of the layout tree compile() emits.
 */
export function LayoutTemplate({ properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const { t } = useFormRuntime();
  const layout: LayoutPage[] = (uiSchema?.['ui:options'] as RootUiOptions | undefined)?.layout ?? [];
  const contents = new Map(properties.map((property) => [property.name, property.content]));
  return (
    <div className="dpt-form-pages">
      {layout.map((page, index) => {
        const children = renderNodes(page.children, contents);
        if (children.length === 0) return null;
        const headingId = partId(fieldPathId.$id, 'page', page.pageId);
        // a form of one untitled page needs no heading; several pages are told apart even without titles
        const title =
          page.title ?? (layout.length > 1 ? t('forms.pageFallback', { n: index + 1 }) : undefined);
        return (
          <section
            key={page.pageId}
            className="dpt-form-page"
            data-page-id={page.pageId}
            aria-labelledby={title ? headingId : undefined}
          >
            {title && (
              <h2 id={headingId} className="dpt-form-page-title">
                {title}
              </h2>
            )}
            {children}
          </section>
        );
      })}
    </div>
  );
}
