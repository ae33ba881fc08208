import type { ErrorListProps } from '@rjsf/utils';
import { useFormRuntime } from '../form-runtime';

/**
 * After a failed submit: one summary beside the submit button; the messages themselves stand at their fields,
 * and the first invalid input already has the focus.
 */
export function ErrorSummary({ errors }: ErrorListProps) {
  const { t } = useFormRuntime();
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="dpt-form-error-summary p-message p-message-error">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>{t('forms.errorSummary')}</span>
    </div>
  );
}
