import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { readsAllProcesses } from '../../../../engine/access';
import { civilDateIn } from '../../../../engine/calendar';
import { useSession } from '../../../lib/session/session-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useDates } from '../api';
import { talkroundBox, type BoxLine } from '../talkround-box';
import { useDashboardText } from '../text';

/**
 * The talkround box (SPEC §2, §1): the running and next time windows of the user's processes (MAFEG/EHG/PDP
 * July to mid June, PDC/EDC by audience, promotion nominations with their effective dates, the user's own
 * talkrounds), the days left, and the one-week rule for PDC/EDC documents.
 */
export function TalkroundCard() {
  const { t } = useDashboardText();
  const { slug, session } = useSession();
  const dates = useDateFormat();
  const calendar = useDates(slug);
  const { timeZone } = dates;
  const today = civilDateIn(new Date(), timeZone);
  const box = useMemo(
    () => talkroundBox(calendar.data?.result ?? [], today, readsAllProcesses(session.userRoles), timeZone),
    [calendar.data, today, session.userRoles, timeZone],
  );

  const lineText = (line: BoxLine) => {
    const what =
      line.kind === 'talkround'
        ? (line.name ?? '')
        : line.kind === 'conference'
          ? t(`dashboardTalkrounds.audiences.${line.audience!}`)
          : line.kind === 'promotion'
            ? t('dashboardTalkrounds.promotion', { date: dates.date(line.effective!) })
            : t('dashboardTalkrounds.cycle');
    return what;
  };

  return (
    <section
      className="dpt-card dpt-dash-talkrounds"
      aria-labelledby="dpt-dash-talkrounds-title"
      data-testid="dashboard-talkrounds"
    >
      <header className="dpt-card-header">
        <h2 id="dpt-dash-talkrounds-title">
          <i className="pi pi-clock" aria-hidden="true" /> {t('dashboardTalkrounds.title')}
        </h2>
      </header>
      {calendar.data === null && <Message severity="error" text={t('dashboardTalkrounds.loadFailed')} />}
      <ul className="dpt-dash-window-list">
        {box.lines.map((line) => (
          <li key={line.key} data-testid={`talkround-line-${line.key}`}>
            <div className="dpt-dash-window-text">
              <strong>{lineText(line)}</strong>
              <small className="dpt-muted">
                {line.processTypes.map((type) => t(`processTypes.${type}`)).join(', ')} ·{' '}
                {t('processCommon.timeWindow', { start: dates.date(line.start), end: dates.date(line.end) })}
              </small>
            </div>
            <Tag
              value={
                line.state === 'current'
                  ? t('dashboardTalkrounds.daysLeft', { count: line.days })
                  : t('dashboardTalkrounds.startsIn', { count: line.days })
              }
              severity={line.state === 'current' ? (line.days <= 14 ? 'warning' : 'success') : 'info'}
              rounded
            />
          </li>
        ))}
      </ul>
      <p className="dpt-dash-documents-rule" data-testid="dashboard-documents-rule">
        <i className="pi pi-info-circle" aria-hidden="true" /> {t('dashboardTalkrounds.documentsRule')}
        {box.documents && (
          <>
            {' '}
            <strong className={box.documents.days < 0 ? 'dpt-dash-task-overdue' : undefined}>
              {t(
                box.documents.days < 0
                  ? 'dashboardTalkrounds.documentsLate'
                  : 'dashboardTalkrounds.documentsDue',
                {
                  type: t(`processTypes.${box.documents.processType}`),
                  conference: dates.date(box.documents.conferenceDate),
                  due: dates.date(box.documents.dueDate),
                  count: Math.abs(box.documents.days),
                },
              )}
            </strong>
          </>
        )}
      </p>
    </section>
  );
}
