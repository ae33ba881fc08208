import type { EventInput } from '@fullcalendar/core';
import { Message } from 'primereact/message';
import { lazy, Suspense, useMemo } from 'react';
import { useHubEvent } from '../../../lib/hubs/use-hub-event';
import { useHubResync } from '../../../lib/hubs/use-hub-resync';
import { useSession } from '../../../lib/session/session-context';
import { useDates } from '../api';
import { DATE_CLASS, dateLink, dateTitle } from '../dates';
import { useDashboardText } from '../text';

// FullCalendar is the largest part of the dashboard: the card's frame and data come first, the calendar
// when its chunk arrives
const CalendarView = lazy(() => import('./calendar-view').then((m) => ({ default: m.CalendarView })));

/**
 * The user's dates in a month and a week view (SPEC §2 dashboard): talk dates, talkround starts and ends, PDP
 * reviews; each opens its process. German weeks start on Monday, English (US) ones on Sunday. Page Up / Page
 * Down move a month or week, Home goes to today. Reloads when the users hub says dates or processes changed.
 */
export function CalendarCard() {
  const { t, locale } = useDashboardText();
  const { slug } = useSession();
  const dates = useDates(slug);
  const reload = () => void dates.mutate();
  useHubEvent('users', 'FixedDatesUpdated', reload);
  useHubEvent('users', 'RecipientProcessesUpdated', reload);
  useHubEvent('users', 'DonorProcessesUpdated', reload);
  useHubResync('users', reload);

  const events = useMemo<EventInput[]>(
    () =>
      (dates.data?.result ?? []).map((date) => {
        const link = dateLink(date, slug);
        return {
          id: date.key,
          title: dateTitle(date, t, locale),
          start: date.start,
          allDay: date.allDay,
          classNames: [DATE_CLASS[date.type] ?? 'dpt-cal-talk'],
          // an address makes the entry a focusable link (Enter opens it); the click handler routes inside the app
          ...(link ? { url: link } : {}),
          extendedProps: { key: date.key },
        };
      }),
    [dates.data, slug, t, locale],
  );

  return (
    <section
      className="dpt-card dpt-dash-calendar"
      aria-labelledby="dpt-dash-calendar-title"
      data-testid="dashboard-calendar"
    >
      <header className="dpt-card-header">
        <h2 id="dpt-dash-calendar-title">
          <i className="pi pi-calendar" aria-hidden="true" /> {t('dashboardCalendar.title')}
        </h2>
      </header>
      {dates.data === null && <Message severity="error" text={t('dashboardCalendar.loadFailed')} />}
      <p className="dpt-visually-hidden" id="dpt-dash-calendar-help">
        {t('dashboardCalendar.keyboardHelp')}
      </p>
      <Suspense
        fallback={
          <div className="dpt-dash-calendar-loading" aria-busy="true" role="status">
            <span className="dpt-visually-hidden">{t('dashboardCalendar.loading')}</span>
          </div>
        }
      >
        <CalendarView events={events} />
      </Suspense>
      <ul className="dpt-dash-calendar-legend" aria-label={t('dashboardCalendar.legend')}>
        <li>
          <span className="dpt-cal-swatch dpt-cal-talk" aria-hidden="true" />{' '}
          {t('dashboardCalendar.legendTalk')}
        </li>
        <li>
          <span className="dpt-cal-swatch dpt-cal-round" aria-hidden="true" />{' '}
          {t('dashboardCalendar.legendRound')}
        </li>
        <li>
          <span className="dpt-cal-swatch dpt-cal-review" aria-hidden="true" />{' '}
          {t('dashboardCalendar.legendReview')}
        </li>
      </ul>
    </section>
  );
}
