/**
 * A translate function for keys registered at run time (a feature's own texts, see `registerTexts`), which
 * are not among the compile-time checked keys of the app's files.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
