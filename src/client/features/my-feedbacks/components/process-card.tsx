import { Tag } from 'primereact/tag';
import { Link } from 'react-router-dom';
import { FeedbackLinks } from '../../../process-common/feedback-links';
import { localized, personName, primaryFeedback } from '../../../process-common/labels';
import { StatusTags } from '../../../process-common/status-tags';
import type { MyProcess } from '../grouping';
import { useMyFeedbacksText } from '../text';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

/** One current process: type, title, whose it is, status, the talk, and the feedbacks the caller may open. */
export function ProcessCard({ entry, slug }: { entry: MyProcess; slug: string }) {
  const { t, locale } = useMyFeedbacksText();
  const dates = useDateFormat();
  const { process, role } = entry;
  const type = t(`processTypes.${process.processType}`);
  const title = localized(process.title, locale, type);
  const primary = primaryFeedback(process);
  const whose =
    role === 'recipient'
      ? t('myFeedbacks.own')
      : t('myFeedbacks.ofEmployee', { name: personName(process.recipient) });
  return (
    <article className="dpt-mf-card" data-testid={`my-process-${process.id}`}>
      <div className="dpt-mf-card-head">
        <Tag value={type} className="dpt-mf-type" />
        <h3>{title}</h3>
        <StatusTags process={process} showGroup={false} />
      </div>
      <p className="dpt-mf-meta">
        <span>
          <i className={role === 'recipient' ? 'pi pi-user' : 'pi pi-users'} aria-hidden="true" /> {whose}
        </span>
        {process.talkDate && (
          <span>
            <i className="pi pi-calendar" aria-hidden="true" />{' '}
            {t('myFeedbacks.talk', {
              date: dates.dateTime(process.talkDate),
            })}
          </span>
        )}
      </p>
      <div className="dpt-mf-card-foot">
        <FeedbackLinks process={process} slug={slug} />
        {primary && (
          <Link
            to={`/${slug}/feedback/${primary.id}`}
            className="p-button p-button-sm dpt-link-button"
            aria-label={t('myFeedbacks.openLabel', { title, name: personName(process.recipient) })}
            data-testid={`open-process-${process.id}`}
          >
            <span>{t('myFeedbacks.open')}</span>
            <i className="pi pi-arrow-right" aria-hidden="true" />
          </Link>
        )}
      </div>
    </article>
  );
}
