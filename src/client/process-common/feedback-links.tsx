import { FEEDBACK_TYPES } from '../../engine/constants';
import { Link } from 'react-router-dom';
import { readableFeedbacks } from './labels';
import { useProcessText } from './text';
import type { ProcessView } from './types';
import './process-common.css';

/** Links to the feedbacks of a process the caller may open, each with its status; editable ones stand out. */
export function FeedbackLinks({
  process,
  slug,
}: {
  process: Pick<ProcessView, 'feedbacks' | 'id'>;
  slug: string;
}) {
  const { t } = useProcessText();
  const feedbacks = readableFeedbacks(process);
  if (feedbacks.length === 0) return <span className="dpt-muted">—</span>;
  return (
    <ul className="dpt-feedback-links" aria-label={t('processCommon.fields.feedbacks')}>
      {feedbacks.map((f) => (
        <li key={f.id}>
          <Link
            to={`/${slug}/feedback/${f.id}`}
            className={f.canEdit ? 'dpt-feedback-link-edit' : undefined}
            data-testid={`feedback-link-${process.id}-${f.feedbackType}`}
          >
            {f.canEdit && <i className="pi pi-pencil" aria-hidden="true" />}
            <span>{t(`processCommon.feedbackTypes.${f.feedbackType}`)}</span>
            {f.feedbackType !== FEEDBACK_TYPES.comparison && (
              <small>{t(`processCommon.feedbackStatus.${f.status}`)}</small>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
