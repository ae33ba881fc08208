/**
 * The part of i18next the app uses, in about 1 KB instead of 17 KB gzip: the browser build takes it in place of
 * `i18next` (vite.config.ts `resolve.alias`; the sources, the type checks and the unit tests keep the real
 * package). What it does, as i18next 26 does (lite.test.ts holds it to i18next on every text of the app):
 * nested keys ("a.b.c", also keys containing dots), the fallback language, plurals by the language's rules
 * (`_zero` for a count of 0 when given, then `_one`/`_other`…), `{{name}}` and `{{a.b}}` interpolation without
 * escaping (React escapes), `defaultValue`, deep-merging `addResourceBundle`, `getFixedT`, `changeLanguage`
 * and the `languageChanged` event. Not supported: namespaces other than `translation`, nesting `$t(…)`,
 * formats `{{x, fmt}}`, context, backends.
 */

type Texts = { [key: string]: unknown };
type Options = { [name: string]: unknown };
export type TFunction = (key: string, options?: Options) => string;
type Listener = (language: string) => void;
type Plugin = { type: string; init?: (instance: I18n) => void };
type InitOptions = {
  resources?: { [language: string]: { [namespace: string]: Texts } };
  lng?: string;
  fallbackLng?: string;
  supportedLngs?: string[];
};

const isObject = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** i18next's lookup: the whole key first, then its dot-separated path, also over keys that contain dots. */
function deepFind(object: unknown, path: string): unknown {
  if (!isObject(object)) return undefined;
  if (object[path] !== undefined) return object[path];
  const tokens = path.split('.');
  let current: unknown = object;
  for (let i = 0; i < tokens.length;) {
    if (!isObject(current)) return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j !== i ? '.' : '') + tokens[j];
      next = current[nextPath];
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

function deepMerge(target: Texts, source: Texts, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    if (isObject(value) && isObject(target[key])) deepMerge(target[key] as Texts, value, overwrite);
    else if (overwrite || target[key] === undefined)
      target[key] = isObject(value) ? deepMerge({}, value, true) : value;
  }
  return target;
}

/** `{{name}}` (and `{{- name}}`) replaced by the option of that name; an unknown name stays as written. */
function interpolate(text: string, options: Options): string {
  return text.replace(/\{\{-?(.+?)\}\}/g, (match, name: string) => {
    const key = name.trim();
    const value = deepFind(options, key);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(options, key) ? '' : match;
    return value === null ? '' : String(value);
  });
}

export class I18n {
  language = '';
  private store: { [language: string]: Texts } = {};
  private fallback = 'en-US';
  private supported: string[] = [];
  private plugins: Plugin[] = [];
  private listeners = new Set<Listener>();
  private rules = new Map<string, Intl.PluralRules>();

  use(plugin: Plugin): this {
    this.plugins.push(plugin);
    return this;
  }

  init(options: InitOptions): Promise<TFunction> {
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      this.addResourceBundle(language, 'translation', namespaces.translation ?? {}, true, true);
    this.fallback = options.fallbackLng ?? this.fallback;
    this.supported = options.supportedLngs ?? [];
    for (const plugin of this.plugins) plugin.init?.(this);
    return this.changeLanguage(options.lng ?? this.fallback);
  }

  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }

  /** For React's useSyncExternalStore: calls back on every language change. */
  subscribe = (callback: () => void): (() => void) => {
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  };

  addResourceBundle(
    language: string,
    _namespace: string,
    texts: Texts,
    deep = false,
    overwrite = false,
  ): this {
    const bundle = (this.store[language] ??= {});
    if (deep) deepMerge(bundle, texts, overwrite);
    else Object.assign(bundle, texts);
    return this;
  }

  changeLanguage(language?: string): Promise<TFunction> {
    if (language) {
      this.language = language;
      for (const listener of [...this.listeners]) listener(language);
    }
    return Promise.resolve(this.getFixedT(this.language));
  }

  /** The languages a key is looked up in: the language (or its supported match), then the fallback. */
  private chain(language: string): string[] {
    const match = this.supported.includes(language)
      ? language
      : this.supported.find((l) => l.split('-')[0] === language.split('-')[0]);
    return [...new Set([match ?? language, language.split('-')[0], this.fallback])];
  }

  private pluralSuffix(language: string, count: number): string {
    let rules = this.rules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.rules.set(language, rules);
    }
    return `_${rules.select(count)}`;
  }

  private translate(fixed: string, key: string, options: Options = {}): string {
    const language = typeof options.lng === 'string' ? options.lng : fixed;
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    for (const code of this.chain(language)) {
      const bundle = this.store[code];
      if (!bundle) continue;
      const keys = [key];
      if (plural) {
        keys.unshift(key + this.pluralSuffix(code, Number(count)));
        if (count === 0) keys.unshift(`${key}_zero`);
      }
      for (const candidate of keys) {
        const found = deepFind(bundle, candidate);
        if (found === undefined || found === null) continue;
        if (isObject(found)) return `key '${key} (${language})' returned an object instead of string.`;
        return interpolate(String(found), options);
      }
    }
    const fallback = options.defaultValue;
    return typeof fallback === 'string' ? interpolate(fallback, options) : key;
  }

  t: TFunction = (key, options) => this.translate(this.language, key, options);

  getFixedT(language: string): TFunction {
    return (key, options) => this.translate(language, key, options);
  }
}

const i18next = {
  createInstance: () => new I18n(),
};

export default i18next;
