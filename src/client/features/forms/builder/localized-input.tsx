import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { LANGUAGES } from '../../../../engine/constants';
import type { Localized } from '../../../../engine/forms';

type Props = {
  id: string;
  label: string;
  value: Localized | undefined;
  multiline?: boolean;
  onChange: (value: Localized | undefined) => void;
};

/** One text in German and English; emptying both removes it. */
export function LocalizedInput({ id, label, value, multiline, onChange }: Props) {
  const set = (language: string, text: string) => {
    const next: Localized = { ...value, [language]: text };
    for (const l of LANGUAGES) if (!next[l]) delete next[l];
    onChange(Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <fieldset className="dpt-fb-localized">
      <legend>{label}</legend>
      {LANGUAGES.map((language) => {
        const fieldId = `${id}-${language}`;
        const short = language.slice(0, 2).toUpperCase();
        const common = {
          id: fieldId,
          value: value?.[language] ?? '',
          'aria-label': `${label} (${short})`,
          'data-testid': fieldId,
        };
        return (
          <span key={language} className="dpt-fb-lang-row">
            <label htmlFor={fieldId} className="dpt-fb-lang">
              {short}
            </label>
            {multiline ? (
              <InputTextarea
                {...common}
                rows={2}
                autoResize
                onChange={(e) => set(language, e.target.value)}
              />
            ) : (
              <InputText {...common} onChange={(e) => set(language, e.target.value)} />
            )}
          </span>
        );
      })}
    </fieldset>
  );
}
