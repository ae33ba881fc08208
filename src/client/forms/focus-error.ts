import type { RJSFValidationError } from '@rjsf/utils';
import { partId } from './ids';
import { errorSegments } from './validator/schema-validator';

const CONTROL_TAGS = ['input', 'textarea', 'select', 'button'];
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
/** `prefix` + each enabled form control (no :is(), which older selector engines lack) */
const controls = (prefix: string, attribute = '') =>
  CONTROL_TAGS.map((tag) => `${prefix}${tag}${attribute}:not(:disabled)`).join(', ');

/**
 * Focuses the input of the first error after a failed submit: the part's own input (ids follow the error's
 * path, see partId), else the first input inside it, else the first input of the element (a mandatory table
 * without rows focuses its add button). RJSF's own lookup splits paths at dots, which element ids may contain.
 */
export function focusError(container: HTMLElement | null, error: RJSFValidationError): void {
  if (!container) return;
  const segments = errorSegments(error);
  const id = partId('root', ...segments);
  const target =
    container.querySelector<HTMLElement>(controls('', `[id=${quoted(id)}]`)) ??
    container.querySelector<HTMLElement>(controls('', `[id^=${quoted(`${id}_`)}]`)) ??
    container.querySelector<HTMLElement>(controls(`[data-element-id=${quoted(segments[0] ?? '')}] `));
  target?.focus();
}
