import { Link } from 'react-router-dom';
import { FeedbackLinkText } from '../../../process-common/feedback-links';
import { readableFeedbacks } from '../../../process-common/labels';
import { useFeedbackText } from '../text';
import type { Process } from '../../../../engine/api/feedbacks-answers';

/** The process's feedbacks the caller may open, as tabs; the one shown is marked as the current page. */
export function ProcessFeedbackNav({
  process,
  currentId,
  slug,
}: {
  process: Process;
  currentId: number;
  slug: string;
}) {
  const { t } = useFeedbackText();
  const feedbacks = readableFeedbacks(process);
  if (feedbacks.length < 2) return null;
  return (
    <nav className="dpt-fb-nav dpt-no-print" aria-label={t('feedbackPage.feedbackNav')}>
      <ul>
        {feedbacks.map((f) => (
          <li key={f.id}>
            <Link
              to={`/${slug}/feedback/${f.id}`}
              aria-current={f.id === currentId ? 'page' : undefined}
              data-testid={`feedback-tab-${f.feedbackType}`}
            >
              <FeedbackLinkText feedback={f} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
