import { Message } from 'primereact/message';
import { personName } from '../../../process-common/labels';
import { comparisonLines, type ShownAnswer } from '../comparison-model';
import { useFeedbackText } from '../text';
import type { Translate } from '../../../lib/i18n/translate';
import type { FeedbackView } from '../../../../engine/api/feedbacks-answers';

function Answer({ answer, t }: { answer: ShownAnswer | null; t: Translate }) {
  if (!answer) return <span className="dpt-muted">{t('feedbackPage.comparison.noAnswer')}</span>;
  return (
    <div className="dpt-cmp-answer">
      {answer.value !== undefined && (
        <span className="dpt-cmp-value">
          <strong>{answer.value}</strong>
          {answer.anchor && <span className="dpt-cmp-anchor">{answer.anchor}</span>}
        </span>
      )}
      {answer.comment && <p className="dpt-cmp-comment">{answer.comment}</p>}
      {answer.rows && (
        <ul className="dpt-cmp-rows">
          {answer.rows.map((row, i) => (
            <li key={i}>{row}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The comparison (feedback type 4): self and manager evaluation side by side, read-only. */
export function ComparisonView({ view }: { view: FeedbackView }) {
  const { t, locale } = useFeedbackText();
  const comparison = view.comparison;
  if (!comparison || comparison.pairs.length === 0)
    return <Message severity="info" text={t('feedbackPage.comparison.notAvailable')} />;
  const lines = comparisonLines(comparison, locale);
  const donorOf = (feedbackId: number | undefined) =>
    view.process.feedbacks.find((f) => f.id === feedbackId)?.donor ?? null;
  return (
    <div className="dpt-cmp" data-testid="comparison">
      <h2 className="dpt-cmp-title">{t('feedbackPage.comparison.title')}</h2>
      <table className="dpt-plain-table dpt-cmp-table">
        <thead>
          <tr>
            <th scope="col">{t('feedbackPage.comparison.question')}</th>
            <th scope="col">
              {t('feedbackPage.comparison.self')}
              <small>{personName(donorOf(comparison.self?.feedbackId), '')}</small>
            </th>
            <th scope="col">
              {t('feedbackPage.comparison.manager')}
              <small>{personName(donorOf(comparison.manager?.feedbackId), '')}</small>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) =>
            line.isHeading ? (
              <tr key={line.key} className="dpt-cmp-heading">
                <th scope="rowgroup" colSpan={3}>
                  {line.title}
                </th>
              </tr>
            ) : (
              <tr
                key={line.key}
                className={
                  line.difference !== undefined && line.difference >= 2 ? 'dpt-cmp-differs' : undefined
                }
                data-testid={`comparison-line-${line.key}`}
              >
                <th scope="row" className={line.isItem ? 'dpt-cmp-item' : undefined}>
                  {line.title}
                  {line.difference !== undefined && line.difference >= 2 && (
                    <small className="dpt-cmp-gap">
                      {t('feedbackPage.comparison.differs', { count: line.difference })}
                    </small>
                  )}
                </th>
                <td>
                  <Answer answer={line.self} t={t} />
                </td>
                <td>
                  <Answer answer={line.manager} t={t} />
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
