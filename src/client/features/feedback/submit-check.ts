import type { LanguageKey } from '../../../engine/constants';
import type { FormData } from '../../../engine/forms/answer-types';
import { answerShapeOf } from '../../../engine/forms/answer-shape';
import { formDataToValues } from '../../../engine/forms/form-data-to-values';
import { findMissingMandatory } from '../../../engine/forms/missing-mandatory';
import { indexQuestionnaire } from '../../../engine/forms/questionnaire-index';
import type { Questionnaire } from '../../../engine/forms/questionnaire-types';
import { hasNoAnswers } from '../../../engine/forms/scale-summary';
import type { MissingAnswer } from '../../../engine/api/feedbacks-answers';

/** What the check before a submit found: nothing (go on and confirm), missing answers, or no answer at all. */
export type SubmitCheck = { kind: 'ok' } | { kind: 'missing'; missing: MissingAnswer[] } | { kind: 'empty' };

/**
 * Pure. The server's submit rules (missing mandatory answers; for anonymous feedbacks, no answer at all)
 * applied to the answers in the form, so that a submit that would be refused is not confirmed first. Goals
 * live outside the form's answers: their fields are left to the server, which checks everything again.
 */
export function checkBeforeSubmit(
  q: Questionnaire,
  formData: FormData,
  locale: LanguageKey,
  options: { refuseEmpty: boolean },
): SubmitCheck {
  const values = formDataToValues(q, formData);
  // in the shape a refused submit lists them (the server's mandatoryMissing)
  const missing = findMissingMandatory(q, values, locale)
    .filter((m) => m.field !== 'targets')
    .map((m) => ({
      elementId: m.elementId,
      itemId: m.itemId ?? null,
      field: m.field,
      title: m.title,
      itemTitle: m.itemTitle ?? null,
      pageId: m.pageId,
    }));
  if (missing.length > 0) return { kind: 'missing', missing };
  const hasGoals = indexQuestionnaire(q).entries.some(({ element }) => answerShapeOf(element) === 'targets');
  if (options.refuseEmpty && !hasGoals && hasNoAnswers(values)) return { kind: 'empty' };
  return { kind: 'ok' };
}
