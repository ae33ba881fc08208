import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { Translate } from '../lib/i18n/translate';

/** Ajv keywords that only fail when something mandatory is missing or blank (see element-schema.ts). */
const MANDATORY_KEYWORDS = new Set(['required', 'minItems', 'minLength', 'pattern']);

function productMessage(error: RJSFValidationError, t: Translate): string {
  const name = error.name ?? '';
  const params = (error.params ?? {}) as { limit?: number; format?: string };
  if (MANDATORY_KEYWORDS.has(name)) return t('forms.mandatory');
  if (name === 'format' && params.format === 'date') return t('forms.invalidDate');
  if (name === 'maxLength') return t('forms.tooLong', { limit: params.limit });
  if (name === 'maxItems') return t('forms.tooMany', { limit: params.limit });
  return t('forms.invalidValue');
}

/**
 * The product's texts for ajv's errors (SPEC §5). The `if` of a conditional grouping reports itself besides the
 * real errors inside `then`; it says nothing to the user, so it is dropped.
 */
export function createErrorTransformer(t: Translate) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors
      .filter((error) => error.name !== 'if')
      .map((error) => {
        const message = productMessage(error, t);
        return { ...error, message, stack: message };
      });
}

type Tree = ErrorSchema<unknown> | undefined;

function child(tree: Tree, key: string | number): Tree {
  const value = (tree as Record<string, unknown> | undefined)?.[String(key)];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Tree) : undefined;
}

function nodeAt(tree: Tree, path: Array<string | number>): Tree {
  return path.reduce<Tree>((node, key) => child(node, key), tree);
}

/** Pure. The error texts attached exactly at `path` of a field's error tree. */
export function errorsAt(tree: Tree, ...path: Array<string | number>): string[] {
  const node = nodeAt(tree, path) as { __errors?: string[] } | undefined;
  return node?.__errors ?? [];
}

/** Pure. Every distinct error text at `path` and below it. */
export function errorsUnder(tree: Tree, ...path: Array<string | number>): string[] {
  const found = new Set<string>();
  const walk = (node: Tree) => {
    if (!node) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '__errors' && Array.isArray(value)) value.forEach((text) => found.add(String(text)));
      else walk(child(node, key));
    }
  };
  walk(nodeAt(tree, path));
  return [...found];
}
