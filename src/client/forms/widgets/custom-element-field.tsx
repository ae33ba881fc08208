import type { ElementUiOptions } from '../../../engine/forms/compiled-types';
import { CareerDevelopment } from './career-development';
import { ElementHeader } from './element-header';
import { memoField, useElementField, type ElementFieldProps } from './element-field';
import { Hardfacts } from './hardfacts';

/** Shown only if the engine's registry knows a component the renderer does not (compile() refuses others). */
function UnknownComponent({ props }: { props: ElementFieldProps }) {
  const { fieldId, options, t } = useElementField<unknown>(props);
  return <ElementHeader fieldId={fieldId} options={options} t={t} />;
}

/** customElement: the component the questionnaire names (the engine's custom component registry). */
function CustomElement(props: ElementFieldProps) {
  const options = props.uiSchema?.['ui:options'] as ElementUiOptions | undefined;
  switch (options?.customComponent) {
    case 'careerDevelopment':
      return <CareerDevelopment props={props} />;
    case 'hardfacts':
      return <Hardfacts props={props} />;
    default:
      return <UnknownComponent props={props} />;
  }
}

export const CustomElementField = memoField(CustomElement);
