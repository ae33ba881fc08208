import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { LanguageKey } from '../../../../engine/constants';
import { TEMPLATE_LIMITS } from '../../../../engine/notifications/template-catalogue';
import type { TemplateTexts } from '../../../../engine/notifications/template-defaults';
import type { TemplateField } from '../../../../engine/notifications/template-render';
import { useTemplatesText } from '../text';

type Props = {
  language: LanguageKey;
  texts: TemplateTexts;
  errors: Partial<Record<TemplateField, string>>;
  readOnly: boolean;
  onChange: (field: TemplateField, value: string) => void;
  onFocus: (field: TemplateField) => void;
  fieldRef: (field: TemplateField, element: HTMLInputElement | HTMLTextAreaElement | null) => void;
};

/** Subject and body of one language, each with its error shown at the field. */
export function LanguageEditor(props: Props) {
  const { t } = useTemplatesText();
  const { language, texts, errors } = props;
  const id = (field: TemplateField) => `dpt-template-${field}-${language}`;
  const error = (field: TemplateField) =>
    errors[field] ? (
      <small
        className="p-error"
        id={`${id(field)}-error`}
        data-testid={`template-error-${field}-${language}`}
      >
        {errors[field]}
      </small>
    ) : null;
  const described = (field: TemplateField) => (errors[field] ? `${id(field)}-error` : undefined);
  return (
    <div className="dpt-template-field-group">
      <div className="dpt-template-field">
        <label htmlFor={id('subject')}>{t('notificationTemplates.subject')}</label>
        <InputText
          id={id('subject')}
          ref={(el) => props.fieldRef('subject', el)}
          value={texts.subject}
          maxLength={TEMPLATE_LIMITS.subject}
          readOnly={props.readOnly}
          invalid={Boolean(errors.subject)}
          aria-describedby={described('subject')}
          onFocus={() => props.onFocus('subject')}
          onChange={(e) => props.onChange('subject', e.target.value)}
          data-testid={`template-subject-${language}`}
        />
        {error('subject')}
      </div>
      <div className="dpt-template-field">
        <label htmlFor={id('body')}>{t('notificationTemplates.body')}</label>
        <InputTextarea
          id={id('body')}
          ref={(el) => props.fieldRef('body', el)}
          value={texts.body}
          rows={10}
          autoResize
          maxLength={TEMPLATE_LIMITS.body}
          readOnly={props.readOnly}
          invalid={Boolean(errors.body)}
          aria-describedby={described('body')}
          onFocus={() => props.onFocus('body')}
          onChange={(e) => props.onChange('body', e.target.value)}
          data-testid={`template-body-${language}`}
        />
        {error('body')}
      </div>
    </div>
  );
}
