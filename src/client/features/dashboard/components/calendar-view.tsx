import type {
  DatesSetArg,
  DayCellContentArg,
  DayCellMountArg,
  DayHeaderContentArg,
  EventClickArg,
  EventInput,
  EventMountArg,
} from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Button } from 'primereact/button';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { civil } from '../../../../engine/calendar/civil-date';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useDashboardText } from '../text';

type View = 'dayGridMonth' | 'timeGridWeek';

// a cell is named by its content (the full date, then its entries), not by the number alone
const removeNumberLabel = (arg: DayCellMountArg) => arg.el.removeAttribute('aria-labelledby');

// FullCalendar's days are midnight on the browser's clock: read as the calendar day they stand for
const dayOf = (date: Date) => civil(date.getFullYear(), date.getMonth() + 1, date.getDate());

const eventDidMount = (info: EventMountArg) => {
  info.el.setAttribute('data-testid', `calendar-event-${String(info.event.extendedProps.key)}`);
  info.el.setAttribute('title', info.event.title);
};

/** What the toolbar shows of the calendar's current range. */
type Shown = { title: string; view: View; hasToday: boolean };

/**
 * FullCalendar with the app's own toolbar (its own chunk, loaded by the calendar card): named previous, next
 * and today buttons and a month/week switch from PrimeReact in the organization's colours; day cells and
 * week-view column headers carry the full date for screen readers. Page Up / Page Down move a month or week,
 * Home goes to today.
 */
export function CalendarView({ events }: { events: EventInput[] }) {
  const { t, locale } = useDashboardText();
  const dates = useDateFormat();
  const navigate = useNavigate();
  const calendar = useRef<FullCalendar>(null);
  const [shown, setShown] = useState<Shown>({ title: '', view: 'dayGridMonth', hasToday: true });
  const api = () => calendar.current?.getApi();
  const month = shown.view === 'dayGridMonth';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const calendarApi = api();
    if (!calendarApi) return;
    if (event.key === 'PageUp') calendarApi.prev();
    else if (event.key === 'PageDown') calendarApi.next();
    else if (event.key === 'Home' && !(event.target instanceof HTMLInputElement)) calendarApi.today();
    else return;
    event.preventDefault();
  };

  // FullCalendar reports its range again whenever its options change: an unchanged range changes no state
  const onDatesSet = useCallback((arg: DatesSetArg) => {
    const now = Date.now();
    const next: Shown = {
      title: arg.view.title,
      view: arg.view.type as View,
      hasToday: arg.view.currentStart.getTime() <= now && now < arg.view.currentEnd.getTime(),
    };
    setShown((prev) =>
      prev.title === next.title && prev.view === next.view && prev.hasToday === next.hasToday ? prev : next,
    );
  }, []);

  const onEventClick = useCallback(
    (info: EventClickArg) => {
      info.jsEvent.preventDefault();
      if (info.event.url) void navigate(info.event.url);
    },
    [navigate],
  );

  // the month grid's day number, read out as the full date (markup, not React: FullCalendar's React
  // rendering of content hooks re-renders in a loop when the toolbar's state changes)
  const dayCellContent = useCallback(
    (arg: DayCellContentArg) =>
      arg.view.type === 'dayGridMonth'
        ? {
            html: `<span aria-hidden="true">${arg.dayNumberText}</span><span class="dpt-visually-hidden">${dates.longDate(dayOf(arg.date))}</span>`,
          }
        : arg.dayNumberText,
    [dates],
  );

  // week columns: short weekday over the day number, so that seven columns fit a phone
  const dayHeaderContent = useCallback(
    (arg: DayHeaderContentArg) =>
      arg.view.type === 'timeGridWeek'
        ? {
            html: `<span class="dpt-cal-dayhead" aria-hidden="true"><span>${dates.weekday(dayOf(arg.date), 'short')}</span> <span>${arg.date.getDate()}</span></span><span class="dpt-visually-hidden">${dates.longDate(dayOf(arg.date))}</span>`,
          }
        : arg.text,
    [dates],
  );

  return (
    <div
      className="dpt-dash-calendar-body"
      onKeyDown={onKeyDown}
      role="group"
      aria-describedby="dpt-dash-calendar-help"
      aria-label={t('dashboardCalendar.title')}
    >
      <div className="dpt-cal-toolbar">
        <div className="dpt-cal-toolbar-group">
          <Button
            type="button"
            icon="pi pi-chevron-left"
            outlined
            aria-label={t(month ? 'dashboardCalendar.previousMonth' : 'dashboardCalendar.previousWeek')}
            onClick={() => api()?.prev()}
          />
          <Button
            type="button"
            icon="pi pi-chevron-right"
            outlined
            aria-label={t(month ? 'dashboardCalendar.nextMonth' : 'dashboardCalendar.nextWeek')}
            onClick={() => api()?.next()}
          />
          <Button
            type="button"
            label={t('dashboardCalendar.today')}
            outlined
            disabled={shown.hasToday}
            onClick={() => api()?.today()}
          />
        </div>
        <p className="dpt-cal-title" aria-live="polite" data-testid="calendar-title">
          {shown.title}
        </p>
        <div className="dpt-cal-toolbar-group" role="group" aria-label={t('dashboardCalendar.views')}>
          {(['dayGridMonth', 'timeGridWeek'] as const).map((view) => (
            <Button
              key={view}
              type="button"
              label={t(view === 'dayGridMonth' ? 'dashboardCalendar.month' : 'dashboardCalendar.week')}
              outlined={shown.view !== view}
              aria-pressed={shown.view === view}
              onClick={() => api()?.changeView(view)}
            />
          ))}
        </div>
      </div>
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        headerToolbar={false}
        locales={[deLocale]}
        locale={locale === 'de-DE' ? 'de' : 'en'}
        firstDay={locale === 'de-DE' ? 1 : 0}
        height="auto"
        nowIndicator
        slotMinTime="07:00:00"
        slotMaxTime="20:00:00"
        dayMaxEvents={3}
        eventDisplay="block"
        events={events}
        eventClick={onEventClick}
        eventDidMount={eventDidMount}
        dayCellContent={dayCellContent}
        dayCellDidMount={removeNumberLabel}
        dayHeaderContent={dayHeaderContent}
        datesSet={onDatesSet}
      />
    </div>
  );
}
