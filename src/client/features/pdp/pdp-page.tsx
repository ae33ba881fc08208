import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PROCESS_TYPES } from '../../../engine/constants';
import { processGroup } from '../../../engine/hubs/contract';
import { statusLabel } from '../../../engine/workflows';
import { isOwnOrigin } from '../../lib/hubs/client-id';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubGroup } from '../../lib/hubs/use-hub-group';
import { useSession } from '../../lib/session/session-context';
import { personName } from '../../process-common/labels';
import { useWorkflows } from '../../process-common/workflows';
import { createOwnPdp, usePdp } from './api';
import { ArchiveCard } from './components/archive-card';
import { DocumentCard } from './components/document-card';
import { PdpListCard } from './components/pdp-list-card';
import { ReviewCard } from './components/review-card';
import { TemplateCard } from './components/template-card';
import { pdpStatusSeverity } from './status';
import { usePdpText } from './text';
import './pdp.css';
import type { Pdp } from '../../../engine/api/pdp';
import { useDateFormat } from '../../lib/i18n/use-date-format';

/**
 * The PDP screen (SPEC §2): /{slug}/pdp for the own plan, /{slug}/pdp/{id} for an employee's. One document with
 * its archive, the last and next review date, the template in German and English. Follows PdpDocumentSaved.
 * Under the own plan, supervisors and HR find the plans of their employees (of the organization for HR).
 */
export function PdpPage() {
  const { id } = useParams();
  const processId = id === undefined ? undefined : Number(id);
  if (processId !== undefined && !(Number.isSafeInteger(processId) && processId > 0)) return <InvalidId />;
  return <PdpScreen processId={processId} />;
}

function InvalidId() {
  const { t } = usePdpText();
  return (
    <section className="dpt-page dpt-pdp-page" data-testid="pdp-page">
      <Message severity="error" text={t('pdp.loadFailed')} />
    </section>
  );
}

function PdpScreen({ processId }: { processId?: number }) {
  const { t, locale } = usePdpText();
  const dates = useDateFormat();
  const { slug, session } = useSession();
  const { data, isLoading, mutate } = usePdp(slug, processId);
  const workflow = useWorkflows().get(PROCESS_TYPES.PDP);
  const [creating, setCreating] = useState(false);
  const [createFailed, setCreateFailed] = useState(false);
  const pdp = data?.pdp ?? null;

  useHubGroup('process-overview', pdp ? processGroup(pdp.processId) : null);
  // this tab's own saves already show their answer
  useHubEvent('process-overview', 'PdpDocumentSaved', (change) => {
    if (pdp && change.processId === pdp.processId && !isOwnOrigin(change.origin)) void mutate();
  });

  const show = (next: Pdp) => void mutate({ pdp: next, canCreate: false }, { revalidate: false });

  async function create() {
    setCreating(true);
    const created = await createOwnPdp(slug);
    setCreating(false);
    setCreateFailed(created === null);
    if (created) show(created);
  }

  // the own plan, whether opened as /pdp or by its id (the process lists link every PDP by id)
  const own = processId === undefined || pdp?.recipient?.id === session.id;
  const heading = own || !pdp ? t('pdp.title') : t('pdp.titleOf', { name: personName(pdp.recipient) });

  return (
    <section className="dpt-page dpt-pdp-page" data-testid="pdp-page" aria-busy={isLoading}>
      <header className="dpt-page-header dpt-pdp-header">
        <h1>{heading}</h1>
        {pdp && (
          <Tag
            value={workflow ? statusLabel(workflow.settings, pdp.statusId, locale) : String(pdp.statusId)}
            severity={pdpStatusSeverity(workflow, pdp.statusId)}
            data-testid="pdp-status"
          />
        )}
      </header>
      {own && <p className="dpt-muted dpt-pdp-intro">{t('pdp.intro')}</p>}
      {pdp && (
        <p className="dpt-muted dpt-pdp-intro">
          {t('pdp.timeWindow', {
            start: dates.date(pdp.startDate),
            end: dates.date(pdp.endDate),
          })}
        </p>
      )}
      {!isLoading && data === null && <Message severity="error" text={t('pdp.loadFailed')} />}
      {pdp?.isClosed && <Message severity="info" text={t('pdp.closed')} />}
      {!isLoading && data && !pdp && (
        <div className="dpt-empty-state dpt-card" data-testid="pdp-none">
          <i className="pi pi-file-edit" aria-hidden="true" />
          <h2>{t('pdp.none.title')}</h2>
          <p>{t('pdp.none.text')}</p>
          {data.canCreate && (
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('pdp.none.create')}
              loading={creating}
              onClick={() => void create()}
              data-testid="pdp-create"
            />
          )}
          {createFailed && <Message severity="error" text={t('pdp.none.createFailed')} />}
        </div>
      )}
      {pdp && (
        <div className="dpt-pdp-grid">
          <div className="dpt-pdp-column">
            <DocumentCard pdp={pdp} slug={slug} onSaved={show} />
            <TemplateCard slug={slug} />
          </div>
          <ReviewCard pdp={pdp} slug={slug} onSaved={show} />
          <ArchiveCard archive={pdp.archive} slug={slug} />
        </div>
      )}
      {!pdp && !isLoading && data && <TemplateCard slug={slug} />}
      {processId === undefined && <PdpListCard />}
    </section>
  );
}
