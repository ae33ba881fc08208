import 'i18next';
import type de from './de-DE.json';

// Makes every t('key') a compile-time checked key of the German file (the default language).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de };
  }
}
