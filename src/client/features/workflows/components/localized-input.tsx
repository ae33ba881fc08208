import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { LANGUAGES, type LanguageKey } from '../../../../engine/constants';
import type { Localized } from '../../../../engine/workflows';
import { useText } from '../text';

type Props = {
  idPrefix: string;
  label: string;
  value: Localized | null;
  onChange: (value: Localized) => void;
  multiline?: boolean;
  /** show the label above the inputs (outside tables, where no column header names them) */
  visibleLabel?: boolean;
};

// The settings schema allows 500 characters per text.
const MAX_LENGTH = 500;

/** Pure. The text with one language set; an empty text is left out, so the other language stands in. */
export function setLanguage(value: Localized | null, language: LanguageKey, text: string): Localized {
  const next: Localized = { ...value };
  if (text === '') delete next[language];
  else next[language] = text;
  return next;
}

/** One input per language (German, English), stacked, each labelled with its language. */
export function LocalizedInput({ idPrefix, label, value, onChange, multiline, visibleLabel }: Props) {
  const { t } = useText();
  return (
    <div className="dpt-wf-localized">
      {visibleLabel && (
        <span className="dpt-wf-localized-label" aria-hidden="true">
          {label}
        </span>
      )}
      {LANGUAGES.map((language) => {
        const props = {
          id: `${idPrefix}-${language}`,
          'aria-label': `${label} (${t(`workflowEditor.languages.${language}`)})`,
          value: value?.[language] ?? '',
          maxLength: MAX_LENGTH,
          placeholder: language.slice(0, 2).toUpperCase(),
        };
        return (
          <div key={language} className="dpt-wf-localized-row">
            <span className="dpt-wf-lang" aria-hidden="true">
              {language.slice(0, 2).toUpperCase()}
            </span>
            {multiline ? (
              <InputTextarea
                {...props}
                rows={2}
                onChange={(e) => onChange(setLanguage(value, language, e.target.value))}
              />
            ) : (
              <InputText
                {...props}
                onChange={(e) => onChange(setLanguage(value, language, e.target.value))}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
