import { Button } from 'primereact/button';
import { AppDialog, DialogCancelButton } from '../../../components/app-dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { FormListItem } from '../../../../engine/api/forms';
import { useText } from '../text';

type Props = { item: FormListItem; onShare: (email: string) => Promise<void>; onClose: () => void };

// the browser's own rule for type="email", so what the field accepts is what the check accepts
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for the e-mail address to share the questionnaire with (SPEC §5: the address is required). */
export function ShareDialog({ item, onShare, onClose }: Props) {
  const { t } = useText();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = !email.trim()
    ? t('formBuilder.share.emailRequired')
    : EMAIL.test(email.trim())
      ? null
      : t('formBuilder.share.emailInvalid');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    setBusy(true);
    await onShare(email.trim());
    setBusy(false);
  };
  return (
    <AppDialog header={t('formBuilder.share.header')} visible onHide={onClose} style={{ width: '28rem' }}>
      <form
        onSubmit={(e) => void submit(e)}
        className="dpt-fb-dialog-form"
        noValidate
        data-testid="share-form-dialog"
      >
        <p>{t('formBuilder.share.intro', { name: item.name })}</p>
        <label htmlFor="share-email">{t('formBuilder.share.email')}</label>
        <InputText
          id="share-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          invalid={touched && error !== null}
          aria-invalid={touched && error !== null}
          aria-describedby="share-email-error"
          autoFocus
        />
        {touched && error && (
          <small id="share-email-error" className="p-error" role="alert">
            {error}
          </small>
        )}
        <div className="dpt-fb-dialog-actions">
          <DialogCancelButton label={t('formBuilder.dialog.cancel')} />
          <Button type="submit" label={t('formBuilder.share.submit')} loading={busy} />
        </div>
      </form>
    </AppDialog>
  );
}
