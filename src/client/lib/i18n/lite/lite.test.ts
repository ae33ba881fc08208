import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import lite from './i18next';

/**
 * The lite i18next (what the browser build runs) answers as i18next itself for every text of the app: each
 * key of every text file (app and features, merged as registerTexts does), in both languages, plain, with its
 * variables, with counts 0, 1 and 5; and for the edge cases (missing keys and variables, defaultValue,
 * getFixedT, the fallback language).
 */

type Texts = { [key: string]: unknown };
const files = import.meta.glob<Texts>('../../../**/i18n/{de-DE,en-US}.json', {
  eager: true,
  import: 'default',
});
const appFile = (language: string) => files[`../../../i18n/${language}.json`];
const featureDirs = [
  ...new Set(
    Object.keys(files)
      .filter((file) => !file.startsWith('../../../i18n/'))
      .map((file) => file.replace(/(de-DE|en-US)\.json$/, '')),
  ),
];

function leaves(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Texts, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

const init = {
  resources: {
    'de-DE': { translation: appFile('de-DE') },
    'en-US': { translation: appFile('en-US') },
  },
  lng: 'de-DE',
  fallbackLng: 'en-US',
  supportedLngs: ['de-DE', 'en-US'],
  interpolation: { escapeValue: false },
};

const real = i18next.createInstance();
await real.init(init);
const mine = lite.createInstance();
await mine.init(init);
for (const dir of featureDirs)
  for (const language of ['de-DE', 'en-US']) {
    const texts = files[`${dir}${language}.json`];
    real.addResourceBundle(language, 'translation', texts, true, false);
    mine.addResourceBundle(language, 'translation', texts, true, false);
  }

const allKeys = new Set<string>();
for (const language of ['de-DE', 'en-US'] as const)
  for (const [key] of leaves(real.getDataByLanguage(language)?.translation as Texts))
    allKeys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));

describe('lite i18next', () => {
  it('finds the texts of the app and its features', () => {
    expect(appFile('de-DE')).toBeDefined();
    expect(featureDirs.length).toBeGreaterThan(5);
    expect(allKeys.size).toBeGreaterThan(500);
  });

  for (const language of ['de-DE', 'en-US'] as const)
    it(`answers as i18next for every key in ${language}`, () => {
      const realT = real.getFixedT(language) as unknown as (key: string, options?: object) => string;
      const mineT = mine.getFixedT(language);
      let compared = 0;
      for (const key of allKeys) {
        const text = String(realT(key));
        const variables = Object.fromEntries(
          [...text.matchAll(/\{\{-?\s*([\w.]+)\s*\}\}/g)].map(([, name], i) => [name.split('.')[0], `v${i}`]),
        );
        expect(mineT(key), key).toBe(realT(key));
        expect(mineT(key, variables), key).toBe(realT(key, variables));
        for (const count of [0, 1, 5])
          expect(mineT(key, { ...variables, count }), `${key} count ${count}`).toBe(
            realT(key, { ...variables, count }),
          );
        compared += 1;
      }
      expect(compared).toBe(allKeys.size);
    });

  it('answers as i18next for missing keys, missing variables, defaultValue, lng and objects', () => {
    const realT = real.t.bind(real) as unknown as (key: string, options?: object) => string;
    const cases: [string, object?][] = [
      ['no.such.key'],
      ['no.such.key', { defaultValue: 'Fallback {{name}}', name: 'Ada' }],
      ['notifications.button', {}],
      ['notifications.button', { count: undefined }],
      ['notifications.button', { count: 3, lng: 'en-US' }],
      ['notifications', {}],
    ];
    for (const [key, options] of cases) expect(mine.t(key, options as never), key).toBe(realT(key, options));
  });

  it('switches the language and tells the listeners', async () => {
    const seen: string[] = [];
    const instance = lite.createInstance();
    await instance.init(init);
    instance.on('languageChanged', (language) => seen.push(language));
    await instance.changeLanguage('en-US');
    expect(instance.language).toBe('en-US');
    expect(seen).toEqual(['en-US']);
    expect(instance.t('notifications.title')).toBe(real.getFixedT('en-US')('notifications.title'));
  });
});
