import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { areaAccess } from '../../../engine/access';
import { DEFAULT_THEME, LANGUAGES, type LanguageKey } from '../../../engine/constants';
import { TEMPLATE_KIND_LABELS, type Placeholder } from '../../../engine/notifications/template-catalogue';
import type { TemplateField, TemplateProblem } from '../../../engine/notifications/template-render';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import type { Template } from '../../../engine/api/notification-templates';
import { resetTemplate, saveTemplate, useTemplate } from './api';
import { LanguageEditor } from './components/language-editor';
import { PlaceholderList } from './components/placeholder-list';
import { TemplatePreview } from './components/template-preview';
import {
  draftOf,
  draftProblems,
  errorsOf,
  serverErrorsOf,
  translatableOf,
  type FieldErrors,
  type TemplateDraft,
} from './template-draft';
import { useTemplatesText } from './text';
import './notification-templates.css';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The brand colour the preview frame uses: the page's primary colour when it is a hex value. */
function brandColor(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim();
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : DEFAULT_THEME.light.primary;
}

/**
 * /{slug}/admin/notification-templates/edit/{id}: subject and body in German and English side by side, the
 * kind's placeholders inserted at the cursor, a live preview with sample data, save, and reset to the default.
 */
export function NotificationTemplateEditPage() {
  const { t } = useTemplatesText();
  const { slug } = useSession();
  const id = Number(useParams().id);
  const { data, isLoading } = useTemplate(slug, id);
  if (!isLoading && !data)
    return (
      <section className="dpt-page">
        <Message severity="error" text={t('notificationTemplates.loadFailed')} />
      </section>
    );
  if (!data) return <section className="dpt-page" aria-busy="true" />;
  // a saved or reset template is a new key: the editor starts again from what the server holds
  return <TemplateEditor key={`${data.templateId}-${data.updatedAt ?? 'default'}`} data={data} />;
}

/** The editor of one loaded template. */
function TemplateEditor({ data }: { data: Template }) {
  const { t, locale } = useTemplatesText();
  const { slug, session } = useSession();
  const toast = useToast();
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(data));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const fields = useRef(new Map<string, Field>());
  const lastField = useRef<{ language: LanguageKey; field: TemplateField }>({
    language: locale,
    field: 'body',
  });
  const writable = areaAccess(session.userRoles, 'notification_templates').write;

  const describe = (p: TemplateProblem) =>
    t(`notificationTemplates.problems.${p.code}`, { detail: p.detail, example: '{{placeholder}}' });
  const problems = useMemo(() => draftProblems(data.kind, draft, window.location.host), [data.kind, draft]);
  const errors = errorsOf(problems, describe);

  const saved = draftOf(data);
  const dirty = LANGUAGES.some(
    (l) => draft[l].subject !== saved[l].subject || draft[l].body !== saved[l].body,
  );

  const change = (language: LanguageKey, field: TemplateField, value: string) => {
    setDraft({ ...draft, [language]: { ...draft[language], [field]: value } });
    setServerErrors((old) => ({ ...old, [language]: { ...old[language], [field]: undefined } }));
  };

  const insert = (name: Placeholder) => {
    const { language, field } = lastField.current;
    const element = fields.current.get(`${language}.${field}`);
    const value = draft[language][field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const tag = `{{${name}}}`;
    change(language, field, value.slice(0, start) + tag + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + tag.length, start + tag.length);
    });
  };

  const save = async () => {
    setBusy(true);
    const result = await saveTemplate(slug, { templateId: data.templateId, ...translatableOf(draft) });
    setBusy(false);
    if (result.ok) {
      setServerErrors({});
      toast.showSuccess(t('notificationTemplates.saved'));
      return;
    }
    const atFields = serverErrorsOf(result.problem);
    setServerErrors(atFields);
    if (Object.keys(atFields).length === 0) toast.showError('errors.notSaved');
  };

  const reset = () =>
    confirmDialog({
      header: t('notificationTemplates.resetHeader'),
      message: t('notificationTemplates.resetConfirm'),
      icon: 'pi pi-exclamation-triangle',
      acceptClassName: 'p-button-danger',
      accept: async () => {
        setBusy(true);
        const result = await resetTemplate(slug, data.templateId);
        setBusy(false);
        if (!result) return toast.showError('errors.notSaved');
        setServerErrors({});
        toast.showSuccess(t('notificationTemplates.resetDone'));
      },
    });

  const name = TEMPLATE_KIND_LABELS[locale][data.kind];
  return (
    <section className="dpt-page dpt-template-edit-page" data-testid="notification-template-edit-page">
      <ConfirmDialog />
      <UnsavedChangesGuard dirty={dirty} />
      <header className="dpt-page-header">
        <h1>{t('notificationTemplates.editTitle', { name })}</h1>
        {data.changed ? (
          <Tag severity="info" value={t('notificationTemplates.changed')} />
        ) : (
          <Tag severity="secondary" value={t('notificationTemplates.default')} />
        )}
      </header>
      <p>
        <Link to={`/${slug}/admin/notification-templates`}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('notificationTemplates.back')}
        </Link>
      </p>
      {!writable && <Message severity="info" text={t('notificationTemplates.readOnly')} />}
      <PlaceholderList placeholders={data.placeholders} disabled={!writable} onInsert={insert} />
      <div className="dpt-template-editor">
        {LANGUAGES.map((language) => (
          <div key={language} className="dpt-card dpt-template-language" lang={language.slice(0, 2)}>
            <h2>{t(`notificationTemplates.languages.${language}`)}</h2>
            <LanguageEditor
              language={language}
              texts={draft[language]}
              errors={{ ...errors[language], ...stripEmpty(serverErrors[language]) }}
              readOnly={!writable}
              onChange={(field, value) => change(language, field, value)}
              onFocus={(field) => (lastField.current = { language, field })}
              fieldRef={(field, element) => {
                if (element) fields.current.set(`${language}.${field}`, element);
              }}
            />
            <h3>{t('notificationTemplates.preview')}</h3>
            <TemplatePreview language={language} texts={draft[language]} color={brandColor()} />
          </div>
        ))}
      </div>
      {writable && (
        <div className="dpt-template-actions">
          <Button
            label={t('notificationTemplates.save')}
            icon="pi pi-save"
            onClick={() => void save()}
            disabled={busy || !dirty || problems.length > 0}
            loading={busy}
            data-testid="template-save"
          />
          <Button
            label={t('notificationTemplates.reset')}
            icon="pi pi-undo"
            severity="secondary"
            outlined
            onClick={reset}
            disabled={busy || !data.changed}
            data-testid="template-reset"
          />
          {dirty && <span className="dpt-muted">{t('notificationTemplates.unsaved')}</span>}
        </div>
      )}
    </section>
  );
}

function stripEmpty(errors: Partial<Record<TemplateField, string>> | undefined) {
  return Object.fromEntries(Object.entries(errors ?? {}).filter(([, v]) => v)) as Partial<
    Record<TemplateField, string>
  >;
}
