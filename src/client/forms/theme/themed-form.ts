import { withTheme } from '@rjsf/core';
import { Theme as PrimeReactTheme } from '@rjsf/primereact';
import type { TemplatesType } from '@rjsf/utils';
import { elementFields } from '../widgets/fields';
import { ErrorSummary } from './error-list';
import { ElementFieldTemplate } from './field-template';
import { LayoutTemplate } from './layout-template';

/**
 * The RJSF form of the product: @rjsf/primereact's theme with one field per element kind, the layout tree as
 * the root object's template and the kinds drawing their own labels and errors.
 */
export const ThemedForm = withTheme({
  ...PrimeReactTheme,
  fields: { ...PrimeReactTheme.fields, ...elementFields },
  templates: {
    ...PrimeReactTheme.templates,
    FieldTemplate: ElementFieldTemplate,
    ObjectFieldTemplate: LayoutTemplate,
    ErrorListTemplate: ErrorSummary,
  } as Partial<TemplatesType>,
});
