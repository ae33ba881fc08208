import { localized } from '../../../process-common/labels';
import type { SubmissionText } from '../../../../engine/api/feedbacks-submissions';
import { useSubmissionsText } from './submissions-text';

/**
 * The free-text answers of the released responses, under their question, in the order the server gives them
 * (by question and text, never by who or when).
 */
export function SubmissionTexts({ texts }: { texts: SubmissionText[] }) {
  const { t, locale } = useSubmissionsText();
  if (texts.length === 0) return <p className="dpt-muted">{t('formSubmissions.texts.none')}</p>;
  const byQuestion = new Map<string, { title: string; texts: string[] }>();
  for (const text of texts) {
    const entry = byQuestion.get(text.elementId) ?? {
      title: localized(text.title, locale, text.elementId),
      texts: [],
    };
    entry.texts.push(text.text);
    byQuestion.set(text.elementId, entry);
  }
  return (
    <div data-testid="submission-texts">
      {[...byQuestion].map(([elementId, question]) => (
        <section key={elementId} className="dpt-subm-question">
          <h3>{question.title}</h3>
          <ul>
            {question.texts.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
