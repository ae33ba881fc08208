import { SelectButton } from 'primereact/selectbutton';
import { useDeferredValue, useMemo, useState } from 'react';
import { LANGUAGES, type LanguageKey } from '../../../../engine/constants';
import type { CompileContext, Questionnaire } from '../../../../engine/forms';
import type { FeedbackValues, FormData } from '../../../../engine/forms/answer-types';
import { formDataToValues } from '../../../../engine/forms/form-data-to-values';
import { QuestionnaireForm } from '../../../forms/questionnaire-form';
import type { Translate } from '../../../lib/i18n/translate';

type Drawn = { questionnaire: Questionnaire; locale: LanguageKey; values: FeedbackValues | undefined };

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
  // the answers typed into the preview so far
  const [answers, setAnswers] = useState<FormData>({});
  // what the form is drawn from. Another language or an edited questionnaire draws it anew, and RJSF then takes
  // its data from the props again (not from what was typed): so it starts from the answers typed so far.
  const [drawn, setDrawn] = useState<Drawn>({ questionnaire: shown, locale, values: undefined });
  if (drawn.questionnaire !== shown || drawn.locale !== locale)
    setDrawn({ questionnaire: shown, locale, values: formDataToValues(shown, answers) });
  // an answer changes nothing the form is drawn from: it is not drawn again for it
  const form = useMemo(
    () => (
      <QuestionnaireForm
        questionnaire={drawn.questionnaire}
        locale={drawn.locale}
        mode="edit"
        values={drawn.values}
        context={context}
        onFormDataChange={setAnswers}
      />
    ),
    [drawn, context],
  );
  return (
    <section className="dpt-fb-preview" aria-labelledby="fb-preview-label" data-testid="fb-preview">
      <header className="dpt-fb-preview-head">
        <h2 id="fb-preview-label">{t('formBuilder.preview.label')}</h2>
        <SelectButton
          value={locale}
          onChange={(e) => {
            if (e.value) setLocale(e.value as LanguageKey);
          }}
          options={LANGUAGES.map((l) => ({ value: l, label: l.slice(0, 2).toUpperCase() }))}
          aria-label={t('formBuilder.preview.language')}
          data-testid="fb-preview-language"
        />
      </header>
      {ok ? form : <p className="dpt-muted">{t('formBuilder.preview.blocked')}</p>}
    </section>
  );
}
