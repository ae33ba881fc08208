import { AppDialog, DialogFooter } from '../../../components/app-dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { addPromotionUser, usePromotionRounds } from '../api';
import { usePromotionsText } from '../text';
import type { PositionedPersonRef } from '../../../../engine/api/common';

type Props = { candidates: PositionedPersonRef[]; onHide: () => void; onAdded: () => void };

const KNOWN_ERRORS = ['PROCESS_EXISTS', 'NOT_A_PROCESS_CREATOR', 'NO_QUESTIONNAIRE_CONFIGURED'];

/** Nominating an employee: whom, and (optionally) the promotion round; the next open round otherwise. */
export function AddPromotionDialog({ candidates, onHide, onAdded }: Props) {
  const { t } = usePromotionsText();
  const { slug } = useSession();
  const id = useId();
  const rounds = usePromotionRounds(slug, true);
  const [userId, setUserId] = useState<number | null>(null);
  const [talkroundId, setTalkroundId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const people = candidates.map((u) => ({
    value: u.id,
    label: `${u.lastName}, ${u.firstName} (${u.shorthand}) – ${u.position}`,
  }));
  const roundOptions = (rounds.data?.result ?? []).map((r) => ({ value: r.id, label: r.name }));

  async function add() {
    if (userId === null) {
      setError(t('promotionsPage.add.required'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await addPromotionUser(userId, talkroundId, slug);
    setBusy(false);
    if (result.ok) onAdded();
    else
      setError(
        result.code && KNOWN_ERRORS.includes(result.code)
          ? t(`promotionsPage.add.errors.${result.code}`)
          : t('promotionsPage.detail.errors.failed'),
      );
  }

  return (
    <AppDialog
      visible
      header={t('promotionsPage.add.header')}
      onHide={onHide}
      style={{ width: 'min(34rem, 95vw)' }}
      data-testid="promotion-add-dialog"
      footer={
        <DialogFooter
          cancelLabel={t('promotionsPage.add.cancel')}
          icon="pi pi-play"
          label={t('promotionsPage.add.submit')}
          loading={busy}
          onClick={() => void add()}
          data-testid="promotion-add-submit"
        />
      }
    >
      <div className="dpt-dialog-field">
        <label htmlFor={`${id}-employee`} className="dpt-field-label">
          {t('promotionsPage.add.employee')} <span aria-hidden="true">*</span>
        </label>
        <Dropdown
          inputId={`${id}-employee`}
          value={userId}
          options={people}
          onChange={(event) => setUserId(event.value as number)}
          placeholder={t('promotionsPage.add.employeePlaceholder')}
          filter
          className="dpt-full-width"
          data-testid="promotion-add-employee"
        />
      </div>
      <div className="dpt-dialog-field">
        <label htmlFor={`${id}-round`} className="dpt-field-label">
          {t('promotionsPage.add.round')}
        </label>
        <Dropdown
          inputId={`${id}-round`}
          value={talkroundId}
          options={roundOptions}
          onChange={(event) => setTalkroundId((event.value as number | undefined) ?? null)}
          placeholder={t('promotionsPage.add.roundPlaceholder')}
          showClear
          className="dpt-full-width"
        />
      </div>
      {error && <Message severity="error" text={error} className="dpt-full-width" />}
    </AppDialog>
  );
}
