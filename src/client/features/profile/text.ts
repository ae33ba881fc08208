import { moduleTexts } from '../../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The texts of the profile's cards (`calendarFeed.*`, `notificationSettings.*`); the page's own are the app's. */
export const useProfileText = moduleTexts(de, en);
