import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageKey } from '../../../engine/constants';

export type PreviewMode = 'edit' | 'readOnly' | 'print';
const MODES: PreviewMode[] = ['edit', 'readOnly', 'print'];

type Props = {
  locale: LanguageKey;
  mode: PreviewMode;
  onLocale: (locale: LanguageKey) => void;
  onMode: (mode: PreviewMode) => void;
  onCheck: () => void;
  onReset: () => void;
};

/** Language and mode of the preview, plus checking and clearing the answers typed into it. */
export function PreviewToolbar({ locale, mode, onLocale, onMode, onCheck, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <div className="dpt-preview-toolbar" role="toolbar" aria-label={t('formPreview.toolbar')}>
      <SelectButton
        value={locale}
        onChange={(e) => e.value && onLocale(e.value as LanguageKey)}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`formPreview.language.${l}`) }))}
        aria-label={t('formPreview.languageLabel')}
        data-testid="preview-language"
      />
      <SelectButton
        value={mode}
        onChange={(e) => e.value && onMode(e.value as PreviewMode)}
        options={MODES.map((m) => ({ value: m, label: t(`formPreview.mode.${m}`) }))}
        aria-label={t('formPreview.modeLabel')}
        data-testid="preview-mode"
      />
      <Button
        label={t('formPreview.check')}
        icon="pi pi-check-square"
        outlined
        onClick={onCheck}
        disabled={mode !== 'edit'}
        data-testid="preview-check"
      />
      <Button
        label={t('formPreview.reset')}
        icon="pi pi-eraser"
        text
        onClick={onReset}
        data-testid="preview-reset"
      />
    </div>
  );
}
