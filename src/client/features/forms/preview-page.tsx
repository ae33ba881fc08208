import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { languageKeyOf, type LanguageKey } from '../../../engine/constants';
import type { CompileContext, FormElement, Questionnaire } from '../../../engine/forms';
import type { FeedbackValues, FormData } from '../../../engine/forms/answer-types';
import { formDataToValues } from '../../../engine/forms/form-data-to-values';
import { useSession } from '../../lib/session/session-context';
import { QuestionnaireForm, type QuestionnaireFormHandle } from '../../forms/questionnaire-form';
import { useStoredForm } from './api';
import { PreviewToolbar, type PreviewMode } from './preview-toolbar';

// A tableReview shows another questionnaire's table; the preview has no process, so every referenced
// table counts as known and shows empty.
function previewContext(questionnaire: Questionnaire): CompileContext {
  const names: string[] = [];
  const visit = (elements: FormElement[]) =>
    elements.forEach((e) => {
      if (e.type === 'tableReview' && e.referencedElementName) names.push(e.referencedElementName);
      if (e.elements) visit(e.elements);
    });
  questionnaire.pages.forEach((p) => visit(p.elements));
  return { knownTableNames: names };
}

/**
 * /{slug}/admin/form/preview/{id}: any stored questionnaire drawn by the one renderer, in either language
 * and every mode. Answers live in the page only; nothing is saved.
 */
export function FormPreviewPage() {
  const { t, i18n } = useTranslation();
  const { slug } = useSession();
  const { id = '' } = useParams();
  const { data, isLoading } = useStoredForm(id, slug);
  const [locale, setLocale] = useState<LanguageKey>(languageKeyOf(i18n.language));
  const [mode, setMode] = useState<PreviewMode>('edit');
  const [generation, setGeneration] = useState(0);
  const [checked, setChecked] = useState<boolean | null>(null);
  const form = useRef<QuestionnaireFormHandle>(null);
  // the answers typed so far: another language redraws the form, and starts it from these
  const answers = useRef<FormData>({});
  const [values, setValues] = useState<FeedbackValues | undefined>(undefined);
  const context = useMemo(() => (data ? previewContext(data) : undefined), [data]);

  if (isLoading) return <section className="dpt-page" aria-busy="true" />;
  if (!data)
    return (
      <section className="dpt-page" data-testid="form-preview-missing">
        <Message severity="error" text={t('formPreview.notFound', { id })} />
      </section>
    );

  return (
    <section className="dpt-page dpt-form-preview" data-testid="form-preview-page">
      <header className="dpt-page-header">
        <h1>{data.name}</h1>
        <div className="dpt-preview-tags">
          <Tag value={t(`processTypes.${data.questionnaireType}`)} />
          <Tag value={t('formPreview.version', { version: data.version })} severity="info" />
          {data.isDraft && <Tag value={t('formPreview.draft')} severity="warning" />}
        </div>
      </header>
      <PreviewToolbar
        locale={locale}
        mode={mode}
        onLocale={(next) => {
          setValues(formDataToValues(data, answers.current));
          setLocale(next);
        }}
        onMode={(m) => {
          setMode(m);
          setChecked(null);
        }}
        onCheck={() => void form.current?.submit().then(setChecked)}
        onReset={() => {
          answers.current = {};
          setValues(undefined);
          setGeneration((g) => g + 1);
          setChecked(null);
        }}
      />
      <Message severity="info" text={t('formPreview.notSaved')} className="dpt-preview-note" />
      {checked !== null && (
        <Message
          severity={checked ? 'success' : 'warn'}
          text={t(checked ? 'formPreview.complete' : 'formPreview.incomplete')}
          data-testid="preview-check-result"
        />
      )}
      <div className={mode === 'print' ? 'dpt-card dpt-print-sheet' : 'dpt-card'}>
        <QuestionnaireForm
          key={generation}
          ref={form}
          questionnaire={data}
          locale={locale}
          mode={mode}
          values={values}
          context={context}
          onFormDataChange={(formData) => {
            answers.current = formData;
          }}
        />
      </div>
    </section>
  );
}
