import type { LanguageKey } from '../../engine/constants';

/** Texts of the embedded provider's pages, in both languages. */
export const signInTexts = {
  'de-DE': {
    title: 'Anmelden',
    subtitle: 'Melden Sie sich mit Ihrer E-Mail-Adresse an.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    invalid: 'E-Mail-Adresse oder Passwort ist falsch.',
    missing: 'Bitte geben Sie E-Mail-Adresse und Passwort ein.',
    throttled:
      'Zu viele fehlgeschlagene Anmeldungen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    deactivated:
      'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an die Personalabteilung Ihrer Organisation.',
    otherLanguage: 'English',
    signingOut: 'Sie werden abgemeldet …',
    signOut: 'Abmelden',
    signedOut: 'Sie wurden abgemeldet.',
    signInAgain: 'Erneut anmelden',
    error: 'Die Anmeldung ist fehlgeschlagen.',
    databaseUnavailable:
      'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
    back: 'Zur Anwendung',
  },
  'en-US': {
    title: 'Sign in',
    subtitle: 'Sign in with your e-mail address.',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The e-mail address or password is wrong.',
    missing: 'Please enter your e-mail address and password.',
    throttled: 'Too many failed sign-ins. Please wait a moment and try again.',
    deactivated: "Your access has been deactivated. Please contact your organization's HR department.",
    otherLanguage: 'Deutsch',
    signingOut: 'Signing you out …',
    signOut: 'Sign out',
    signedOut: 'You have been signed out.',
    signInAgain: 'Sign in again',
    error: 'Sign-in failed.',
    databaseUnavailable: 'The database is not reachable now; try again shortly.',
    back: 'Back to the application',
  },
} satisfies Record<LanguageKey, Record<string, string>>;

/** Picks de-DE or en-US from ui_locales / Accept-Language style input; German by default. */
export function pickLanguage(...candidates: (string | undefined)[]): LanguageKey {
  for (const candidate of candidates) {
    const first = candidate?.split(/[ ,;]/)[0]?.toLowerCase();
    if (first?.startsWith('en')) return 'en-US';
    if (first?.startsWith('de')) return 'de-DE';
  }
  return 'de-DE';
}
