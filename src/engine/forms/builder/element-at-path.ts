import type { FormElement, Questionnaire } from '../questionnaire-types';

/**
 * Pure. The innermost element a JSON pointer into the questionnaire points into (`/pages/0/elements/2/name`
 * -> that element; `/pages/0/elements/1/elements/0/items/3` -> the nested one), or undefined when the pointer
 * is not inside an element. Array positions are those of the questionnaire as given.
 */
export function elementAtPath(q: Questionnaire, path: string): FormElement | undefined {
  const parts = path.split('/').slice(1);
  if (parts[0] !== 'pages') return undefined;
  const page = q.pages[Number(parts[1])] as Questionnaire['pages'][number] | undefined;
  let list: FormElement[] | undefined = page?.elements;
  let found: FormElement | undefined;
  for (let i = 2; i + 1 < parts.length && list; i += 2) {
    if (parts[i] !== 'elements') break;
    const next = list[Number(parts[i + 1])] as FormElement | undefined;
    if (!next) break;
    found = next;
    list = next.elements;
  }
  return found;
}
