import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useProvisioningText } from '../text';

/** A read-only text with a copy button, telling whether the copy worked (screen readers hear it too). */
export function CopyField({
  id,
  label,
  value,
  copyLabel,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
}) {
  const { t } = useProvisioningText();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="dpt-stacked-field dpt-prov-field">
      <label htmlFor={id}>{label}</label>
      <div className="dpt-prov-copy">
        <InputText
          id={id}
          value={value}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          data-testid={id}
        />
        <Button
          type="button"
          icon="pi pi-copy"
          label={t('provisioning.copy')}
          aria-label={copyLabel}
          outlined
          onClick={() => void copy()}
          data-testid={`${id}-copy`}
        />
      </div>
      <small className="dpt-muted" aria-live="polite">
        {state === 'copied'
          ? t('provisioning.copied')
          : state === 'failed'
            ? t('provisioning.copyFailed')
            : ''}
      </small>
    </div>
  );
}
