import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubResync } from '../../lib/hubs/use-hub-resync';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import { useEmployeeChoices } from '../../process-common/employee-choices';
import { useProcessListGroup } from '../../process-common/use-process-list-group';
import { isProcessAdmin } from '../../process-common/workflows';
import { usePromotions } from './api';
import { AddPromotionDialog } from './components/add-promotion-dialog';
import { PromotionDetailDialog } from './components/promotion-detail-dialog';
import { PromotionHints } from './components/promotion-hints';
import { PromotionsTable } from './components/promotions-table';
import { nominees } from './nominees';
import { usePromotionsText } from './text';
import '../../process-common/process-common.css';
import './promotions.css';
import type { Promotion } from '../../../engine/api/promotions';

/**
 * /{slug}/promotions: the promotion processes the caller may see (HR all, supervisors their hierarchy), the
 * date hints of SPEC §5, nominating an employee, and one promotion opened with its career data, hardfacts and
 * HR's decision. Reloads live on PromotionProcessAdded and FeedbackProcessUpdated.
 */
export function PromotionsPage() {
  const { t } = usePromotionsText();
  const toast = useToast();
  const { slug, session } = useSession();
  const promotions = usePromotions(slug);
  const choices = useEmployeeChoices(slug, session.userRoles);
  const candidates = nominees(choices.data ?? [], session.id, isProcessAdmin(session.userRoles));
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  useProcessListGroup('promotions');
  useProcessListGroup('feedbacks');
  useHubEvent('promotions', 'PromotionProcessAdded', () => void promotions.mutate());
  useHubResync('promotions', () => void promotions.mutate());
  useHubEvent('feedbacks', 'FeedbackProcessUpdated', (change) => {
    if (change.listChanged) void promotions.mutate();
  });
  const list = promotions.data?.result ?? [];
  // the opened row from the current list, so its status follows every change
  const open = list.find((p) => p.processId === openId) ?? null;
  const canNominate = candidates.length > 0;

  return (
    <section className="dpt-page dpt-page-wide" data-testid="promotions-page">
      <header className="dpt-page-header dpt-page-header-split">
        <h1>{t('promotionsPage.title')}</h1>
        {canNominate && (
          <Button
            type="button"
            icon="pi pi-user-plus"
            label={t('promotionsPage.nominate')}
            onClick={() => setAdding(true)}
            data-testid="promotion-add"
          />
        )}
      </header>
      <p className="dpt-page-intro">{t('promotionsPage.intro')}</p>
      <PromotionHints />
      {promotions.data === null && <Message severity="error" text={t('promotionsPage.loadFailed')} />}
      <div className="dpt-card dpt-pm-table">
        <PromotionsTable
          promotions={list}
          loading={promotions.isLoading}
          onOpen={(p: Promotion) => setOpenId(p.processId)}
        />
      </div>
      {adding && (
        <AddPromotionDialog
          candidates={candidates}
          onHide={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            toast.showSuccess(t('promotionsPage.add.added'));
            void promotions.mutate();
          }}
        />
      )}
      {open && (
        <PromotionDetailDialog
          promotion={open}
          onHide={() => setOpenId(null)}
          onChanged={() => void promotions.mutate()}
        />
      )}
    </section>
  );
}
