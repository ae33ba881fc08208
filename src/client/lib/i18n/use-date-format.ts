import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOf } from '../../../engine/calendar/civil-date';
import { languageKeyOf } from '../../../engine/constants';
import { dateFormatFor, type DateFormat } from '../../../engine/format/dates';
import { SessionContext } from '../session/session-context';

/**
 * The app's date and time formats (engine/format/dates) for the current language and the organization's time
 * zone from the session. Outside an organization (anonymous links, before the session answers) the zone is the
 * default the server also counts in.
 */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const locale = languageKeyOf(i18n.language);
  const stored = useContext(SessionContext)?.session.organizationSettings.timeZone;
  // checking the zone makes an Intl formatter: once per language and zone, not on every render
  return useMemo(() => dateFormatFor({ locale, timeZone: timeZoneOf(stored) }), [locale, stored]);
}
