import { SelectButton } from 'primereact/selectbutton';
import { useDeferredValue, useRef, useState } from 'react';
import { LANGUAGES, type LanguageKey } from '../../../../engine/constants';
import type { CompileContext, Questionnaire } from '../../../../engine/forms';
import type { FeedbackValues, FormData } from '../../../../engine/forms/answer-types';
import { formDataToValues } from '../../../../engine/forms/form-data-to-values';
import { QuestionnaireForm } from '../../../forms/questionnaire-form';
import type { Translate } from '../../../lib/i18n/translate';

type Props = {
  questionnaire: Questionnaire;
  context: CompileContext;
  ok: boolean;
  locale: LanguageKey;
  t: Translate;
};

/**
 * The live preview beside the canvas, drawn by the one renderer. It follows the edits through a deferred
 * value, so typing and dragging stay responsive while a large form re-renders.
 */
export function BuilderPreview({ questionnaire, context, ok, locale: uiLocale, t }: Props) {
  const [locale, setLocale] = useState<LanguageKey>(uiLocale);
  const shown = useDeferredValue(questionnaire);
  // the answers typed into the preview: another language redraws the form, and starts it from these
  const answers = useRef<FormData>({});
  const [values, setValues] = useState<FeedbackValues | undefined>(undefined);
  return (
    <section className="dpt-fb-preview" aria-labelledby="fb-preview-label" data-testid="fb-preview">
      <header className="dpt-fb-preview-head">
        <h2 id="fb-preview-label">{t('formBuilder.preview.label')}</h2>
        <SelectButton
          value={locale}
          onChange={(e) => {
            if (!e.value) return;
            setValues(formDataToValues(shown, answers.current));
            setLocale(e.value as LanguageKey);
          }}
          options={LANGUAGES.map((l) => ({ value: l, label: l.slice(0, 2).toUpperCase() }))}
          aria-label={t('formBuilder.preview.language')}
          data-testid="fb-preview-language"
        />
      </header>
      {ok ? (
        <QuestionnaireForm
          questionnaire={shown}
          locale={locale}
          mode="edit"
          values={values}
          context={context}
          onFormDataChange={(formData) => {
            answers.current = formData;
          }}
        />
      ) : (
        <p className="dpt-muted">{t('formBuilder.preview.blocked')}</p>
      )}
    </section>
  );
}
