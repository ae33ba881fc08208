import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Message } from 'primereact/message';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHubEvent } from '../../../lib/hubs/use-hub-event';
import { useHubResync } from '../../../lib/hubs/use-hub-resync';
import { useSession } from '../../../lib/session/session-context';
import { useDates } from '../api';
import { DATE_CLASS, dateLink, dateTitle } from '../dates';
import { useDashboardText } from '../text';

/**
 * The user's dates in a month and a week view (SPEC §2 dashboard): talk dates, talkround starts and ends, PDP
 * reviews; each opens its process. German weeks start on Monday, English (US) ones on Sunday. Page Up / Page
 * Down move a month or week, Home goes to today. Reloads when the users hub says dates or processes changed.
 */
export function CalendarCard() {
  const { t, locale } = useDashboardText();
  const { slug } = useSession();
  const navigate = useNavigate();
  const dates = useDates(slug);
  const calendar = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
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

  const onEventClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    if (info.event.url) navigate(info.event.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const api = calendar.current?.getApi();
    if (!api) return;
    if (event.key === 'PageUp') api.prev();
    else if (event.key === 'PageDown') api.next();
    else if (event.key === 'Home' && !(event.target instanceof HTMLInputElement)) api.today();
    else return;
    event.preventDefault();
  };

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
      <p className="dpt-visually-hidden" aria-live="polite">
        {title}
      </p>
      <div
        className="dpt-dash-calendar-body"
        onKeyDown={onKeyDown}
        role="group"
        aria-describedby="dpt-dash-calendar-help"
        aria-label={t('dashboardCalendar.title')}
      >
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          locales={[deLocale]}
          locale={locale === 'de-DE' ? 'de' : 'en'}
          firstDay={locale === 'de-DE' ? 1 : 0}
          headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek' }}
          buttonText={{
            today: t('dashboardCalendar.today'),
            month: t('dashboardCalendar.month'),
            week: t('dashboardCalendar.week'),
          }}
          buttonHints={{
            prev: t('dashboardCalendar.previous'),
            next: t('dashboardCalendar.next'),
            today: t('dashboardCalendar.today'),
          }}
          height="auto"
          nowIndicator
          slotMinTime="07:00:00"
          slotMaxTime="20:00:00"
          dayMaxEvents={3}
          eventDisplay="block"
          events={events}
          eventClick={onEventClick}
          eventDidMount={(info) => {
            info.el.setAttribute('data-testid', `calendar-event-${String(info.event.extendedProps.key)}`);
            info.el.setAttribute('title', info.event.title);
          }}
          datesSet={(arg: DatesSetArg) => setTitle(arg.view.title)}
        />
      </div>
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
