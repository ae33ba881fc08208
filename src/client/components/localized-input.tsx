import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageKey, type Localized } from '../../engine/constants';
import './localized-input.css';

type Props = {
  /** the inputs' ids (and test ids) are `${id}-de-DE` and `${id}-en-US` */
  id: string;
  label: string;
  value: Localized | null | undefined;
  /** the text after an edit; undefined once no language has any */
  onChange: (value: Localized | undefined) => void;
  multiline?: boolean;
  maxLength?: number;
  /** no visible label (in a table, whose column header names the inputs); the inputs' names keep it */
  hideLabel?: boolean;
  /** the caller's class, for its sizes */
  className?: string;
};

/**
 * Pure. The text with one language set. Empty languages are left out, so that the other language stands in;
 * a text left without any is undefined.
 */
export function withLanguage(
  value: Localized | null | undefined,
  language: LanguageKey,
  text: string,
): Localized | undefined {
  const next: Localized = { ...value, [language]: text };
  for (const l of LANGUAGES) if (!next[l]) delete next[l];
  return Object.keys(next).length > 0 ? next : undefined;
}

/** One text in German and English: an input per language, each marked with its language. */
export function LocalizedInput({
  id,
  label,
  value,
  onChange,
  multiline,
  maxLength,
  hideLabel,
  className,
}: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={className ? `dpt-stack dpt-localized ${className}` : 'dpt-stack dpt-localized'}>
      {!hideLabel && <legend>{label}</legend>}
      {LANGUAGES.map((language) => {
        const fieldId = `${id}-${language}`;
        const common = {
          id: fieldId,
          value: value?.[language] ?? '',
          maxLength,
          'aria-label': `${label} (${t(`languageNames.${language}`)})`,
          'data-testid': fieldId,
        };
        const change = (text: string) => onChange(withLanguage(value, language, text));
        return (
          <span key={language} className="dpt-localized-row">
            {/* the input's name already says the language */}
            <label htmlFor={fieldId} className="dpt-localized-lang" aria-hidden="true">
              {language.slice(0, 2).toUpperCase()}
            </label>
            {multiline ? (
              <InputTextarea {...common} rows={2} autoResize onChange={(e) => change(e.target.value)} />
            ) : (
              <InputText {...common} onChange={(e) => change(e.target.value)} />
            )}
          </span>
        );
      })}
    </fieldset>
  );
}
