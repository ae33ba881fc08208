import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { TabPanel, TabView } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { localize } from '../../../engine/workflows';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useToast } from '../../lib/toast/toast-context';
import type { StoredWorkflow } from '../../../engine/api/workflows';
import { useWorkflowMutations } from './api';
import { AccessMatrix } from './components/access-matrix';
import { GeneralSettings } from './components/general-settings';
import { IssuesPanel } from './components/issues-panel';
import { RemoteChangeNotice } from './components/remote-change-notice';
import { SimulatorPanel } from './components/simulator-panel';
import { StatusesTable } from './components/statuses-table';
import { TransitionsSection } from './components/transitions-section';
import { EDITOR_TABS, focusField, tabOf, type EditorTab } from './field-ids';
import { ANY, toOptionValue } from './options';
import { useText } from './text';
import { useWorkflowDraft } from './use-workflow-draft';

type Props = { server: StoredWorkflow; slug: string };

/** The visual editor of one workflow: tabs for graph and transitions, statuses, access, settings, simulator. */
export function WorkflowEditor({ server, slug }: Props) {
  const { t, locale } = useText();
  const state = useWorkflowDraft(server);
  const { draft, dirty, issues, busy, edit } = state;
  const mutations = useWorkflowMutations(slug);
  const toast = useToast();
  const [tab, setTab] = useState<EditorTab>('graph');
  const [accessView, setAccessView] = useState<number>(ANY);
  const [serverErrors, setServerErrors] = useState<{ path: string; message: string }[]>([]);
  const pendingFocus = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    focusField(pendingFocus.current);
    pendingFocus.current = null;
  }, [focusRequest, tab, accessView]);

  const name = localize(draft.name, locale, t(`workflowEditor.processTypes.${draft.processType}`));
  const issuePaths = issues.map((i) => i.path);
  const hasIssue = (prefix: string) => issuePaths.some((p) => p === prefix || p.startsWith(`${prefix}/`));

  /** Shows the field of a checker path: its tab (and access view), then focus. */
  function showField(pointer: string) {
    const target = tabOf(pointer);
    const access = /^\/userAccess\/(\d+)/.exec(pointer);
    const entry = access ? draft.userAccess[Number(access[1])] : undefined;
    if (entry && draft.statusList.some((s) => s.statusId === entry.statusId))
      setAccessView(toOptionValue(entry.feedbackType));
    pendingFocus.current = pointer;
    setTab(target);
    setFocusRequest((n) => n + 1);
  }

  // the app's one toast outlet, like every other success and failure (SPEC §8)
  const notify = (severity: 'success' | 'error', key: string) =>
    severity === 'success' ? toast.showSuccess(t(key)) : toast.showError();

  async function save() {
    setServerErrors([]);
    const stored = await state.commit(async () => {
      const result = await mutations.save(draft);
      if (result.ok) return result.workflow;
      setServerErrors(result.issues.length > 0 ? [] : result.errors);
      return null;
    });
    notify(
      stored ? 'success' : 'error',
      stored ? 'workflowEditor.editor.saved' : 'workflowEditor.editor.saveFailed',
    );
  }

  function confirmReset() {
    confirmDialog({
      header: t('workflowEditor.editor.resetHeader'),
      message: t('workflowEditor.editor.resetMessage', { name }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('workflowEditor.editor.resetAccept'),
      rejectLabel: t('workflowEditor.editor.cancel'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () =>
        void state
          .commit(() => mutations.reset(draft.id))
          .then((stored) =>
            notify(
              stored ? 'success' : 'error',
              stored ? 'workflowEditor.editor.resetDone' : 'workflowEditor.editor.resetFailed',
            ),
          ),
    });
  }

  return (
    <section className="dpt-page dpt-wf-editor" data-testid="workflow-editor" data-dirty={dirty}>
      <ConfirmDialog />
      <UnsavedChangesGuard dirty={dirty} />
      <Link to={`/${slug}/admin/workflows`} className="dpt-wf-back">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('workflowEditor.editor.back')}
      </Link>
      <header className="dpt-page-header dpt-wf-header">
        <h1>{name}</h1>
        <Tag value={t(`workflowEditor.processTypes.${draft.processType}`)} />
        {dirty && (
          <Tag severity="warning" value={t('workflowEditor.editor.unsaved')} data-testid="workflow-unsaved" />
        )}
        <span className="dpt-wf-header-actions">
          <Button
            label={t('workflowEditor.editor.reset')}
            icon="pi pi-replay"
            severity="danger"
            outlined
            disabled={busy}
            onClick={confirmReset}
            data-testid="workflow-reset"
          />
          <Button
            label={t('workflowEditor.editor.save')}
            icon="pi pi-save"
            loading={busy}
            disabled={busy || !dirty || issues.length > 0}
            onClick={() => void save()}
            data-testid="workflow-save"
          />
        </span>
      </header>
      <RemoteChangeNotice
        remote={state.remote}
        onReload={state.reloadRemote}
        onKeep={state.keepEdits}
        onDismiss={state.dismissRemote}
      />
      <IssuesPanel issues={issues} serverErrors={serverErrors} dirty={dirty} onShow={showField} />
      <TabView
        activeIndex={EDITOR_TABS.indexOf(tab)}
        onTabChange={(e) => setTab(EDITOR_TABS[e.index])}
        className="dpt-wf-tabs"
      >
        <TabPanel header={t('workflowEditor.tabs.graph')}>
          <TransitionsSection settings={draft} onEdit={edit} hasIssue={hasIssue} issuePaths={issuePaths} />
        </TabPanel>
        <TabPanel header={t('workflowEditor.tabs.statuses')}>
          <StatusesTable settings={draft} onEdit={edit} hasIssue={hasIssue} />
        </TabPanel>
        <TabPanel header={t('workflowEditor.tabs.access')}>
          <AccessMatrix
            settings={draft}
            onEdit={edit}
            view={accessView}
            onView={setAccessView}
            hasIssue={hasIssue}
          />
        </TabPanel>
        <TabPanel header={t('workflowEditor.tabs.settings')}>
          <GeneralSettings settings={draft} onEdit={edit} hasIssue={hasIssue} />
        </TabPanel>
        <TabPanel header={t('workflowEditor.tabs.simulator')}>
          <SimulatorPanel settings={draft} issueCount={issues.length} />
        </TabPanel>
      </TabView>
    </section>
  );
}
