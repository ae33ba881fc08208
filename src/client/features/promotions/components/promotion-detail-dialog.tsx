import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { localized } from '../../../process-common/labels';
import { isProcessAdmin } from '../../../process-common/workflows';
import { useCareerData } from '../api';
import { usePromotionsText } from '../text';
import { CareerForm } from './career-form';
import { HrDecision } from './hr-decision';
import { ResultTag } from './promotion-tags';
import type { Promotion } from '../../../../engine/api/promotions';

type Props = { promotion: Promotion; onHide: () => void; onChanged: () => void };

const IN_PROGRESS = [400, 410];

/** One promotion: status, the career data form, and HR's hardfacts check and decision. */
export function PromotionDetailDialog({ promotion, onHide, onChanged }: Props) {
  const { t, locale } = usePromotionsText();
  const { slug, session } = useSession();
  const career = useCareerData(slug, promotion.processId);
  const isHr = isProcessAdmin(session.userRoles);
  const name = `${promotion.recipient.firstName} ${promotion.recipient.lastName}`;
  const data = career.data;
  // each save starts the dialog's change tracking over: nothing is lost by closing it after a save
  const [saves, setSaves] = useState(0);
  const changed = () => {
    setSaves((n) => n + 1);
    void career.mutate();
    onChanged();
  };

  return (
    <AppDialog
      visible
      header={t('promotionsPage.detail.header', { name })}
      onHide={onHide}
      savedKey={saves}
      style={{ width: 'min(52rem, 96vw)' }}
      data-testid="promotion-detail"
    >
      {career.isLoading && (
        <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-label={t('promotionsPage.loading')} />
      )}
      {data === null && <Message severity="error" text={t('promotionsPage.loadFailed')} />}
      {data && (
        <div className="dpt-pm-detail">
          <dl className="dpt-pm-facts">
            <div>
              <dt>{t('promotionsPage.detail.status')}</dt>
              <dd>
                <ResultTag
                  confirmed={data.confirmed}
                  label={localized(promotion.statusLabel, locale, String(data.statusId))}
                />
              </dd>
            </div>
            <div>
              <dt>{t('promotionsPage.detail.round')}</dt>
              <dd>{promotion.talkround ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('promotionsPage.detail.supervisor')}</dt>
              <dd>{promotion.supervisorName ?? '—'}</dd>
            </div>
          </dl>
          {data.denyReason && (
            <Message severity="warn" text={t('promotionsPage.detail.denied', { reason: data.denyReason })} />
          )}
          {data.feedbackId !== null && (
            <Link to={`/${slug}/feedback/${data.feedbackId}`} className="dpt-pm-form-link">
              <i className="pi pi-external-link" aria-hidden="true" /> {t('promotionsPage.detail.openForm')}
            </Link>
          )}
          <CareerForm
            key={data.processId}
            data={data}
            editable={IN_PROGRESS.includes(data.statusId) && !isHr}
            onChanged={changed}
          />
          {isHr && <HrDecision data={data} onChanged={changed} />}
        </div>
      )}
    </AppDialog>
  );
}
