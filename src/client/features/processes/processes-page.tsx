import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DONOR_ROLES, areaAccess, type DonorRole } from '../../../engine/access';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubResync } from '../../lib/hubs/use-hub-resync';
import { useSession } from '../../lib/session/session-context';
import { useProcessListGroup } from '../../process-common/use-process-list-group';
import { isProcessAdmin, readsAllProcesses, useWorkflows } from '../../process-common/workflows';
import { useAllProcesses, useFormsList, useHierarchyProcesses, useOwnProcesses } from './api';
import { ChangeFormDialog } from './components/change-form-dialog';
import { CloseProcessDialog } from './components/close-process-dialog';
import { CopyProcessDialog } from './components/copy-process-dialog';
import { CreateProcessDialog } from './components/create-process-dialog';
import { ProcessFiltersBar } from './components/process-filters';
import { ProcessesTable } from './components/processes-table';
import { SetStatusDialog } from './components/set-status-dialog';
import {
  allowedScopes,
  defaultScope,
  filtersToParams,
  matchesFilters,
  parseFilters,
  type ProcessFilters,
  type ProcessScope,
} from './filters';
import { allowedOperations } from './operations';
import { useProcessesText } from './text';
import { useProcessOperations } from './use-process-operations';
import './processes.css';

// Who may create is the workflow's creators; a list cannot tell supervisors of whom, so any line role counts.
const POSSIBLE_ROLES: readonly DonorRole[] = [
  DONOR_ROLES.recipient,
  DONOR_ROLES.sender,
  DONOR_ROLES.mentor,
  DONOR_ROLES.preSupervisor,
  DONOR_ROLES.otherLineManager,
];

const INTRO = {
  team: 'processesPage.intro',
  all: 'processesPage.introAll',
  own: 'processesPage.introOwn',
} as const;

/**
 * /{slug}/processes: the employees' processes (GET /Feedbacks/list/hierarchy), every process (readers of the
 * processes area) or the caller's own, by default the scope the caller acts on; the filters status, type,
 * kw and indirect in the URL, and the operations the caller may run: create, close, copy, set status and
 * change form. Reloads live on FeedbackProcessCreated / FeedbackProcessUpdated (of the organization, for readers
 * of the processes area).
 */
export function ProcessesPage() {
  const { t } = useProcessesText();
  const { session, slug } = useSession();
  const [params, setParams] = useSearchParams();
  const roles = session.userRoles;
  const canSeeAll = readsAllProcesses(roles);
  const caller = { isSupervisor: session.isSupervisor, readsAll: canSeeAll };
  const fallback = defaultScope(caller);
  const scopes = allowedScopes(caller).join(',');
  const filters = useMemo(
    () => parseFilters(params, fallback, scopes.split(',') as ProcessScope[]),
    [params, fallback, scopes],
  );
  const onFilters = useCallback(
    (next: ProcessFilters) => setParams(filtersToParams(next, fallback), { replace: true }),
    [setParams, fallback],
  );
  const workflows = useWorkflows();
  const canReadForms = areaAccess(roles, 'forms').read;
  const team = useHierarchyProcesses(slug, filters, filters.scope === 'team');
  const all = useAllProcesses(slug, filters.type, filters.scope === 'all');
  const own = useOwnProcesses(slug, filters.scope === 'own');
  const forms = useFormsList(slug, canReadForms);
  const source = { team, all, own }[filters.scope];
  // a new process shows in the current list at once; the revalidation after it keeps it only if it belongs
  const ops = useProcessOperations((created) =>
    source.mutate(
      (list) =>
        list && !list.result.some((p) => p.id === created.id)
          ? { ...list, result: [created, ...list.result] }
          : list,
      { revalidate: false },
    ),
  );
  useProcessListGroup('feedbacks');
  useHubEvent('feedbacks', 'FeedbackProcessCreated', () => void source.mutate());
  useHubResync('feedbacks', () => void source.mutate());
  // answers alone change nothing the list shows
  useHubEvent('feedbacks', 'FeedbackProcessUpdated', (change) => {
    if (change.listChanged) void source.mutate();
  });

  const processes = useMemo(() => {
    const list = source.data?.result ?? [];
    // the hierarchy list is filtered by the server, the other two take no filters
    return filters.scope === 'team' ? list : list.filter((p) => matchesFilters(p, filters));
  }, [source.data, filters]);
  const actor = { userId: session.id, roles, canReadForms };
  const creatable = [...workflows.values()]
    .filter((w) =>
      w.settings.creators.some(
        (r) => POSSIBLE_ROLES.includes(r) || (r === DONOR_ROLES.administrator && isProcessAdmin(roles)),
      ),
    )
    .map((w) => w.settings.processType)
    .sort((a, b) => a - b);
  const dialog = ops.dialog;

  return (
    <section className="dpt-page dpt-page-wide" data-testid="processes-page">
      <header className="dpt-page-header dpt-page-header-split">
        <h1>{t('processesPage.title')}</h1>
        {creatable.length > 0 && (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('processesPage.create.button')}
            onClick={() => ops.setDialog({ kind: 'create' })}
            data-testid="create-process"
          />
        )}
      </header>
      <p className="dpt-muted dpt-page-intro">{t(INTRO[filters.scope])}</p>
      <ProcessFiltersBar filters={filters} workflows={workflows} canSeeAll={canSeeAll} onChange={onFilters} />
      {!source.isLoading && source.data === null && (
        <Message severity="error" text={t('processesPage.loadFailed')} />
      )}
      <div className="dpt-card dpt-pr-table">
        <ProcessesTable
          processes={processes}
          loading={source.isLoading}
          slug={slug}
          operationsOf={(p) => allowedOperations(p, workflows.get(p.processType), actor)}
          onOperation={(operation, process) => ops.start(operation, process)}
        />
      </div>
      {dialog?.kind === 'create' && (
        <CreateProcessDialog types={creatable} onHide={() => ops.setDialog(null)} onCreate={ops.create} />
      )}
      {dialog?.kind === 'copy' && (
        <CopyProcessDialog
          subject={ops.subjectOf(dialog.process)}
          openOfSameType={(source.data?.result ?? []).filter(
            (p) =>
              p.processType === dialog.process.processType &&
              p.recipient?.id === dialog.process.recipient?.id &&
              !p.isClosed &&
              !p.isFinished,
          )}
          onHide={() => ops.setDialog(null)}
          onCopy={() => void ops.copy(dialog.process)}
        />
      )}
      {dialog?.kind === 'close' && (
        <CloseProcessDialog
          subject={ops.subjectOf(dialog.process)}
          onHide={() => ops.setDialog(null)}
          onClose={(reasonId, reason) => ops.close(dialog.process, reasonId, reason)}
        />
      )}
      {dialog?.kind === 'setStatus' && workflows.get(dialog.process.processType) && (
        <SetStatusDialog
          subject={ops.subjectOf(dialog.process)}
          settings={workflows.get(dialog.process.processType)!.settings}
          current={dialog.process.statusId}
          onHide={() => ops.setDialog(null)}
          onSet={(statusId) => ops.setStatus(dialog.process, statusId)}
        />
      )}
      {dialog?.kind === 'changeForm' && (
        <ChangeFormDialog
          subject={ops.subjectOf(dialog.process)}
          forms={(forms.data?.formsListItems ?? []).filter(
            (f) => f.questionnaireType === dialog.process.processType && !f.isDraft,
          )}
          onHide={() => ops.setDialog(null)}
          onChange={(formId) => ops.changeForm(dialog.process, formId)}
        />
      )}
    </section>
  );
}
