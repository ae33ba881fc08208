import type { DefinitionProblem } from '../../../../engine/forms/builder';
import type { Translate } from '../text';

type Props = { problems: DefinitionProblem[]; t: Translate; onGoTo: (elementId: string) => void };

/** What stops publishing, each naming its element (a button selects it) or its place in the definition. */
export function ProblemsPanel({ problems, t, onGoTo }: Props) {
  return (
    <section className="dpt-fb-problems" aria-labelledby="fb-problems-label" data-testid="fb-problems">
      <h2 id="fb-problems-label">{t('formBuilder.problems.label')}</h2>
      {problems.length === 0 ? (
        <p className="dpt-muted">{t('formBuilder.problems.none')}</p>
      ) : (
        <ul>
          {problems.map((problem, i) => {
            const issue = problem.kind === 'issue' ? problem.issue : undefined;
            const text = issue
              ? t(issue.messageKey, { ...issue.params, defaultValue: issue.message })
              : `${problem.path}: ${problem.message}`;
            return (
              <li key={`${problem.path}-${i}`} data-testid="fb-problem">
                <i className="pi pi-exclamation-triangle" aria-hidden="true" /> <span>{text}</span>
                {issue?.elementId && (
                  <button type="button" className="dpt-fb-link" onClick={() => onGoTo(issue.elementId!)}>
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
