import { FEEDBACK_TYPES, PROCESS_TYPES } from '../../engine/constants';
import { Link } from 'react-router-dom';
import { readableFeedbacks } from './labels';
import { useProcessText } from './text';
import './process-common.css';
import type { Process } from '../../engine/api/feedbacks-answers';

/**
 * Links to the feedbacks of a process the caller may open, each with its status; editable ones stand out. A PDP
 * also links its PDP screen (document, archive, review dates).
 */
export function FeedbackLinks({
  process,
  slug,
}: {
  process: Pick<Process, 'feedbacks' | 'id'> & Partial<Pick<Process, 'processType'>>;
  slug: string;
}) {
  const { t } = useProcessText();
  const feedbacks = readableFeedbacks(process);
  const pdp = process.processType === PROCESS_TYPES.PDP;
  if (feedbacks.length === 0 && !pdp) return <span className="dpt-muted">—</span>;
  return (
    <ul className="dpt-feedback-links" aria-label={t('processCommon.fields.feedbacks')}>
      {pdp && (
        <li>
          <Link to={`/${slug}/pdp/${process.id}`} data-testid={`pdp-link-${process.id}`}>
            <i className="pi pi-file" aria-hidden="true" />
            <span>{t('processCommon.pdpLink')}</span>
          </Link>
        </li>
      )}
      {feedbacks.map((f) => (
        <li key={f.id}>
          <Link
            to={`/${slug}/feedback/${f.id}`}
            className={f.canEdit ? 'dpt-feedback-link-edit' : undefined}
            data-testid={`feedback-link-${process.id}-${f.feedbackType}`}
          >
            {f.canEdit && <i className="pi pi-pencil" aria-hidden="true" />}
            <FeedbackLinkText feedback={f} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A feedback link's text: the feedback's type and, but for the comparison, its status. */
export function FeedbackLinkText({
  feedback,
}: {
  feedback: Pick<Process['feedbacks'][number], 'feedbackType' | 'status'>;
}) {
  const { t } = useProcessText();
  return (
    <>
      <span>{t(`processCommon.feedbackTypes.${feedback.feedbackType}`)}</span>
      {feedback.feedbackType !== FEEDBACK_TYPES.comparison && (
        <small>{t(`processCommon.feedbackStatus.${feedback.status}`)}</small>
      )}
    </>
  );
}
