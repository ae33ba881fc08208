import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useId, useState } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { setHardfactsState, setPromotionResult } from '../api';
import { usePromotionsText } from '../text';
import type { CareerData } from '../../../../engine/api/promotions';

type Props = { data: CareerData; onChanged: () => void };

const DECIDABLE = [420, 430, 440];

/** HR's part: the hardfacts check, and confirming or denying (with a reason) a submitted nomination. */
export function HrDecision({ data, onChanged }: Props) {
  const { t } = usePromotionsText();
  const { slug } = useSession();
  const id = useId();
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const closed = data.statusId === 499;

  async function run(action: () => Promise<{ ok: boolean }>, done = 'promotionsPage.detail.decided') {
    setBusy(true);
    setMessage(null);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      setMessage({ severity: 'error', text: t('promotionsPage.detail.errors.failed') });
      return;
    }
    setMessage({ severity: 'success', text: t(done) });
    setDenying(false);
    onChanged();
  }

  const deny = () => {
    if (!reason.trim()) {
      setMessage({ severity: 'error', text: t('promotionsPage.detail.denyReasonRequired') });
      return;
    }
    void run(() => setPromotionResult(data.processId, false, reason.trim(), slug));
  };
  const hardfactsOptions = [0, 1, 2].map((v) => ({
    value: v,
    label: t(`promotionsPage.hardfactsStates.${v}`),
  }));

  return (
    <section className="dpt-card dpt-pm-section" aria-labelledby={`${id}-title`} data-testid="hr-decision">
      <h2 id={`${id}-title`}>{t('promotionsPage.detail.hardfacts')}</h2>
      <div data-testid="hardfacts-state">
        <SelectButton
          value={data.hardfactsState}
          options={hardfactsOptions}
          disabled={busy || closed}
          allowEmpty={false}
          onChange={(event) => void run(() => setHardfactsState(data.processId, event.value as number, slug))}
          aria-labelledby={`${id}-title`}
        />
      </div>
      <h2>{t('promotionsPage.detail.decision')}</h2>
      {DECIDABLE.includes(data.statusId) ? (
        <div className="dpt-pm-actions">
          <Button
            type="button"
            icon="pi pi-check"
            severity="success"
            label={t('promotionsPage.detail.confirm')}
            disabled={busy || data.confirmed === true}
            onClick={() => void run(() => setPromotionResult(data.processId, true, null, slug))}
            data-testid="promotion-confirm"
          />
          <Button
            type="button"
            icon="pi pi-times"
            severity="danger"
            outlined
            label={t('promotionsPage.detail.deny')}
            disabled={busy || data.confirmed === false}
            onClick={() => setDenying(true)}
            data-testid="promotion-deny"
          />
        </div>
      ) : (
        <p className="dpt-pm-muted">{t('promotionsPage.detail.decisionHint')}</p>
      )}
      {denying && (
        <div className="dpt-dialog-field">
          <label htmlFor={`${id}-reason`} className="dpt-field-label">
            {t('promotionsPage.detail.denyReason')} <span aria-hidden="true">*</span>
          </label>
          <InputTextarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            className="dpt-full-width"
            data-testid="promotion-deny-reason"
          />
          <Button
            type="button"
            severity="danger"
            label={t('promotionsPage.detail.denySubmit')}
            loading={busy}
            onClick={deny}
            data-testid="promotion-deny-submit"
          />
        </div>
      )}
      {message && <Message severity={message.severity} text={message.text} className="dpt-full-width" />}
    </section>
  );
}
