import { addLocale } from 'primereact/api';
import type { LanguageKey } from '../../engine/constants';

// PrimeReact ships English only; the Calendar needs German month and day names for de-DE, and dialogs
// without their own labels (ConfirmDialog) German buttons.
addLocale('de', {
  firstDayOfWeek: 1,
  dayNames: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  dayNamesShort: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
  dayNamesMin: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
  monthNames: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  monthNamesShort: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
  today: 'Heute',
  clear: 'Löschen',
  weekHeader: 'KW',
  chooseDate: 'Datum wählen',
  prevMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  prevYear: 'Vorheriges Jahr',
  nextYear: 'Nächstes Jahr',
  chooseMonth: 'Monat wählen',
  chooseYear: 'Jahr wählen',
  accept: 'Ja',
  reject: 'Nein',
  choose: 'Auswählen',
  upload: 'Hochladen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  emptyMessage: 'Keine Einträge',
  emptyFilterMessage: 'Keine Treffer',
});

/** The PrimeReact locale of a language key. */
export const primeLocale = (locale: LanguageKey) => (locale === 'de-DE' ? 'de' : 'en');
