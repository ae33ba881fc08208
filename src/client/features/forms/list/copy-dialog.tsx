import { Button } from 'primereact/button';
import { AppDialog, DialogCancelButton } from '../../../components/app-dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { FormListItem } from '../../../../engine/api/forms';
import { useText } from '../text';

type Props = { item: FormListItem; onCopy: (newTitle: string) => Promise<void>; onClose: () => void };

/** Asks for the name of the copy (prefilled) and copies on submit. */
export function CopyDialog({ item, onCopy, onClose }: Props) {
  const { t } = useText();
  const [title, setTitle] = useState(() => t('formBuilder.copy.defaultTitle', { name: item.name }));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    setBusy(true);
    await onCopy(title.trim());
    setBusy(false);
  };
  return (
    <AppDialog header={t('formBuilder.copy.header')} visible onHide={onClose} style={{ width: '28rem' }}>
      <form onSubmit={(e) => void submit(e)} className="dpt-fb-dialog-form" data-testid="copy-form-dialog">
        <label htmlFor="copy-title">{t('formBuilder.copy.newTitle')}</label>
        <InputText
          id="copy-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
          autoFocus
          required
        />
        <div className="dpt-fb-dialog-actions">
          <DialogCancelButton label={t('formBuilder.dialog.cancel')} />
          <Button
            type="submit"
            label={t('formBuilder.copy.submit')}
            loading={busy}
            disabled={!title.trim()}
          />
        </div>
      </form>
    </AppDialog>
  );
}
