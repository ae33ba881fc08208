import type { FormElement } from './questionnaire-types';

/**
 * The registry of custom elements (`customElement.customComponent`). Each entry says how its answer is stored, so
 * the compiler, the value mapping and the server checks treat it like a built-in kind.
 * - careerDevelopment: career path, development type, target position and date, free text; stored as career data.
 *   `mandatoryScale` requires career path and development type, `mandatoryComment` the free text.
 * - hardfacts: a yes/no checklist over `items`; stored as matrix values 0 (no) / 1 (yes).
 *   `mandatoryScale` requires an answer for every item.
 */
export const CUSTOM_COMPONENTS = {
  careerDevelopment: { storage: 'career', needsItems: false },
  hardfacts: { storage: 'matrix', needsItems: true },
} as const satisfies Record<string, { storage: 'career' | 'matrix'; needsItems: boolean }>;
export type CustomComponentName = keyof typeof CUSTOM_COMPONENTS;
export const CUSTOM_COMPONENT_NAMES = Object.keys(CUSTOM_COMPONENTS) as CustomComponentName[];

/** Pure. True when `name` is a registered custom component. */
function isCustomComponentName(name: string | undefined): name is CustomComponentName {
  return name !== undefined && Object.prototype.hasOwnProperty.call(CUSTOM_COMPONENTS, name);
}

/** Pure. The registered component of a customElement, or undefined (unknown name, or not a customElement). */
export function customComponentOf(element: FormElement): CustomComponentName | undefined {
  if (element.type !== 'customElement') return undefined;
  return isCustomComponentName(element.customComponent) ? element.customComponent : undefined;
}
