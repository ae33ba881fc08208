import type { LanguageKey } from '../../../../engine/constants';
import { SAMPLE_VALUES } from '../../../../engine/notifications/template-catalogue';
import type { TemplateTexts } from '../../../../engine/notifications/template-defaults';
import { emailHtml, renderTemplate } from '../../../../engine/notifications/template-render';
import { useTemplatesText } from '../text';

const LINK_LABELS: Record<LanguageKey, string> = {
  'de-DE': 'In der Anwendung öffnen',
  'en-US': 'Open in the application',
};

/**
 * The live preview of one language: the same pure renderer the server sends with, filled with sample data,
 * shown in a sandboxed frame (nothing in it runs).
 */
export function TemplatePreview(props: { language: LanguageKey; texts: TemplateTexts; color: string }) {
  const { t } = useTemplatesText();
  const values = SAMPLE_VALUES[props.language];
  const rendered = renderTemplate(props.texts, values);
  const html = emailHtml({
    languageKey: props.language,
    organizationName: values.organizationName,
    subject: rendered.subject,
    bodyHtml: rendered.bodyHtml,
    link: values.link,
    linkLabel: LINK_LABELS[props.language],
    color: props.color,
  });
  const language = t(`notificationTemplates.languages.${props.language}`);
  return (
    <div className="dpt-template-preview" data-testid={`template-preview-${props.language}`}>
      <div
        className="dpt-template-preview-subject"
        data-testid={`template-preview-subject-${props.language}`}
      >
        {rendered.subject}
      </div>
      <iframe title={t('notificationTemplates.previewFrame', { language })} sandbox="" srcDoc={html} />
    </div>
  );
}
