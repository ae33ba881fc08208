import type { Translate } from '../lib/i18n/translate';
import type { LanguageKey } from '../../engine/constants';
import { localize } from '../../engine/forms/localize';
import { findElement } from '../../engine/forms/questionnaire-index';
import type { Questionnaire } from '../../engine/forms/questionnaire-types';
import type { FormProblem } from './use-compiled-form';

type FormProblemsProps = {
  questionnaire: Questionnaire;
  problems: readonly FormProblem[];
  locale: LanguageKey;
  t: Translate;
};

/** The title of an element in the form's language, if the questionnaire is intact enough to find it. */
function titleOf(questionnaire: Questionnaire, elementId: string, locale: LanguageKey): string | undefined {
  try {
    const element = findElement(questionnaire, elementId);
    return element ? localize(element.title, locale) : undefined;
  } catch {
    return undefined;
  }
}

/** Instead of the form: which elements are wrong (id, title and message), for the form's designer. */
export function FormProblems({ questionnaire, problems, locale, t }: FormProblemsProps) {
  return (
    <div className="dpt-form-problems" role="alert" data-testid="questionnaire-problems">
      <h2 className="dpt-form-problems-title">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('forms.broken.title')}
      </h2>
      <p>{t('forms.broken.intro')}</p>
      <ul>
        {problems.map((problem, index) => {
          const title = problem.elementId ? titleOf(questionnaire, problem.elementId, locale) : undefined;
          const element = title ? `${title} (${problem.elementId})` : problem.elementId;
          const message = t(problem.messageKey, {
            ...problem.params,
            ...(element ? { element } : {}),
            defaultValue: problem.message,
          });
          return (
            <li key={index} data-element-id={problem.elementId}>
              {problem.elementId && (
                <span className="dpt-form-problem-element">
                  <code>{problem.elementId}</code>
                  {title && <strong> {title}</strong>}
                </span>
              )}
              <span className="dpt-form-problem-message">{message}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
