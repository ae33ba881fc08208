import i18next from 'i18next';
import { locale as setPrimeLocale } from 'primereact/api';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageKey } from '../../../engine/constants';
import de from '../../i18n/de-DE.json';
import en from '../../i18n/en-US.json';
import { primeLocale } from '../../forms/primereact-locale';

const STORAGE_KEY = 'dpt.language';

/** True for the two supported language keys (SPEC §9). */
export function isLanguageKey(value: unknown): value is LanguageKey {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start with before the session answers: the last one used in this browser, so that the
 * loading layer and error pages already speak the user's language; for a first visit (e.g. someone opening an
 * anonymous feedback link) the browser's preferred of German and English; de-DE otherwise.
 */
function initialLanguage(): LanguageKey {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguageKey(stored)) return stored;
  } catch {
    // storage unavailable (private mode): fall through to the browser's preference
  }
  const preferred = (navigator.languages ?? [navigator.language]).find((l) => /^(de|en)\b/i.test(l));
  return preferred?.toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LANGUAGE;
}

function applyLanguageSideEffects(language: string) {
  const key = isLanguageKey(language) ? language : DEFAULT_LANGUAGE;
  // PrimeReact's own texts (e.g. a ConfirmDialog's Yes/No) follow the language too
  setPrimeLocale(primeLocale(key));
  document.documentElement.lang = key.slice(0, 2);
  try {
    window.localStorage.setItem(STORAGE_KEY, key);
  } catch {
    // storage may be unavailable (private mode); the server still stores the choice
  }
}

/** The app's i18next instance: de-DE by default, en-US as fallback (SPEC §9). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'de-DE': { translation: de }, 'en-US': { translation: en } },
  lng: initialLanguage(),
  fallbackLng: 'en-US',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already
});
i18n.on('languageChanged', applyLanguageSideEffects);
applyLanguageSideEffects(i18n.language);

/** The current UI language as one of the supported keys. */
export function currentLanguage(): LanguageKey {
  return isLanguageKey(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
