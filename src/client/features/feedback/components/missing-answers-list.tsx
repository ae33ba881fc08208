import { Message } from 'primereact/message';
import { forwardRef } from 'react';
import type { MissingAnswer } from '../../../../engine/api/feedbacks-answers';
import { focusMissingAnswer } from '../missing-answers';
import { useFeedbackText } from '../text';

/**
 * The answers a submit found missing (400 MANDATORY_MISSING), each a link that moves the focus to its input.
 * The list takes the focus itself when it appears, so screen readers announce it.
 */
export const MissingAnswersList = forwardRef<HTMLDivElement, { missing: MissingAnswer[] }>(
  function MissingAnswersList({ missing }, ref) {
    const { t } = useFeedbackText();
    const label = (m: MissingAnswer) => {
      const title = m.itemTitle
        ? t('feedbackPage.missing.withItem', { title: m.title, item: m.itemTitle })
        : m.title;
      return `${title} (${t(`feedbackPage.missing.fields.${m.field}`)})`;
    };
    return (
      <div ref={ref} tabIndex={-1} className="dpt-fb-missing" data-testid="missing-answers" role="alert">
        <Message
          severity="warn"
          content={
            <div>
              <p className="dpt-fb-missing-title">{t('feedbackPage.missing.title')}</p>
              <ul>
                {missing.map((m) => (
                  <li key={`${m.elementId}/${m.itemId ?? ''}/${m.field}`}>
                    <a
                      href={`#root_${m.elementId}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusMissingAnswer(m);
                      }}
                    >
                      {label(m)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          }
        />
      </div>
    );
  },
);
