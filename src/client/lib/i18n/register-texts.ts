import { i18n } from './i18n';

type Texts = Record<string, unknown>;

/**
 * Adds a module's own texts (its `i18n/de-DE.json` and `i18n/en-US.json`) to the app's i18next instance.
 * Called when the module loads, so a lazy-loaded feature brings its texts with its chunk.
 */
export function registerTexts(de: Texts, en: Texts): void {
  // Deep merge without overwriting: the app's own files stay authoritative for any key both define.
  i18n.addResourceBundle('de-DE', 'translation', de, true, false);
  i18n.addResourceBundle('en-US', 'translation', en, true, false);
}
