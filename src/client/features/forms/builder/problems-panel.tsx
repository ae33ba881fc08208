import type { LanguageKey } from '../../../../engine/constants';
import { elementLabel, type Questionnaire } from '../../../../engine/forms';
import { elementAtPath, type DefinitionProblem } from '../../../../engine/forms/builder';
import type { Translate } from '../../../lib/i18n/translate';

type Props = {
  questionnaire: Questionnaire;
  problems: DefinitionProblem[];
  locale: LanguageKey;
  t: Translate;
  onGoTo: (elementId: string) => void;
};

/** What stops publishing, each naming its element (a button selects it) or its place in the definition. */
export function ProblemsPanel({ questionnaire, problems, locale, t, onGoTo }: Props) {
  return (
    <section className="dpt-fb-problems" aria-labelledby="fb-problems-label" data-testid="fb-problems">
      <h2 id="fb-problems-label">{t('formBuilder.problems.label')}</h2>
      {problems.length === 0 ? (
        <p className="dpt-muted">{t('formBuilder.problems.none')}</p>
      ) : (
        <ul>
          {problems.map((problem, i) => {
            const issue = problem.kind === 'issue' ? problem.issue : undefined;
            // a shape problem names its element by the path's element, when it is inside one
            const element = issue ? undefined : elementAtPath(questionnaire, problem.path);
            const elementId = issue?.elementId ?? element?.id;
            const text = issue
              ? t(issue.messageKey, { ...issue.params, defaultValue: issue.message })
              : element
                ? `${elementLabel(element, locale)} (${element.id}): ${problem.message}`
                : `${problem.path}: ${problem.message}`;
            return (
              <li key={`${problem.path}-${i}`} data-testid="fb-problem">
                <i className="pi pi-exclamation-triangle" aria-hidden="true" /> <span>{text}</span>
                {elementId && (
                  <button type="button" className="dpt-fb-link" onClick={() => onGoTo(elementId)}>
                    {t('formBuilder.problems.goTo')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
