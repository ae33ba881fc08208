import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import { SaveStateIndicator } from '../../forms/autosave/save-state-indicator';
import { FormRuntimeContext, type FormRuntime } from '../../forms/form-runtime';
import { newRowId } from '../../forms/ids';
import { byName, useEmployeeChoices } from '../../process-common/employee-choices';
import '../../forms/forms.css';
import { deleteTarget, useTargets } from './api';
import { GoalList } from './components/goal-list';
import { GoalOwnerPicker } from './components/goal-owner-picker';
import { GOAL_SECTIONS, goalsOf } from './sections';
import { useTargetsText } from './text';
import { useGoalEditing } from './use-goal-editing';
import './targets.css';
import type { TargetItem } from '../../../engine/api/targets';

const parseUserId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /{slug}/targets: the caller's goals or an employee's (picked from direct and indirect reports, everyone for
 * HR; `?userId=` keeps the choice over a reload), in sections by origin — own, self-assessment, manager's
 * assessment, documentation, final — and the archive. Goals are edited with the form engine's goal editor
 * and saved as typed; goals written in a form are read here and edited there. Reloads on TargetsUpdated.
 */
export function TargetsPage() {
  const { t, locale } = useTargetsText();
  const { slug, session } = useSession();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const userId = parseUserId(params.get('userId'));
  const employeesView = userId !== null || params.get('view') === 'employees';
  // whose goals the caller may open besides their own: everyone for user-area readers, else the reports
  const employees = useEmployeeChoices(slug, session.userRoles);
  const shown = employeesView && userId === null ? null : userId;
  const list = useTargets(slug, shown);
  const editing = useGoalEditing(slug, list.data, () => list.mutate());
  const [removing, setRemoving] = useState<TargetItem | null>(null);
  useHubEvent('users', 'TargetsUpdated', (change) => {
    if (change.userId === (shown ?? session.id)) void list.mutate();
  });
  const runtime = useMemo<FormRuntime>(
    () => ({
      mode: 'edit',
      locale,
      t,
      save: () => {},
      startCommit: (update) => update(),
      registerDraft: () => () => {},
    }),
    [locale, t],
  );

  const people = byName((employees.data ?? []).filter((p) => p.id !== session.id));
  const waitingForChoice = employeesView && userId === null;
  const data = waitingForChoice ? undefined : list.data;
  const owner = data?.user;

  const remove = async (goal: TargetItem) => {
    setRemoving(null);
    await editing.flush();
    if (await deleteTarget(goal.id, slug)) {
      editing.forget(goal.id);
      toast.showSuccess(t('targetsPage.deleted'));
      await list.mutate();
    } else toast.showError();
  };

  return (
    <section className="dpt-page dpt-tg-page" data-testid="targets-page">
      <header className="dpt-page-header dpt-page-header-split">
        <h1>{t('targetsPage.title')}</h1>
        <SaveStateIndicator state={editing.saveState} t={t} />
      </header>
      <p className="dpt-page-intro">{t('targetsPage.intro')}</p>
      {people.length > 0 && (
        <GoalOwnerPicker
          employees={people}
          userId={userId}
          employeesView={employeesView}
          t={t}
          onChange={(next, view) =>
            setParams(next !== null ? { userId: String(next) } : view ? { view: 'employees' } : {}, {
              replace: true,
            })
          }
        />
      )}
      {waitingForChoice && <p className="dpt-muted">{t('targetsPage.noEmployee')}</p>}
      {!waitingForChoice && list.data === null && (
        <Message severity="error" text={t('targetsPage.loadFailed')} />
      )}
      {data && owner && (
        <FormRuntimeContext.Provider value={runtime}>
          {employeesView && (
            <h2 className="dpt-tg-owner-name" data-testid="goals-owner">
              {t('targetsPage.goalsOf', { name: `${owner.firstName} ${owner.lastName}` })}
            </h2>
          )}
          <TabView className="dpt-tg-tabs" renderActiveOnly>
            {GOAL_SECTIONS.map((section) => {
              const goals = goalsOf(editing.goals, section);
              return (
                <TabPanel
                  key={section}
                  header={`${t(`targetsPage.sections.${section}`)} (${goals.length})`}
                  pt={{ headerAction: { 'data-testid': `goals-tab-${section}` } as object }}
                >
                  <GoalList
                    section={section}
                    goals={goals}
                    canAdd={data.canEdit}
                    slug={slug}
                    t={t}
                    onAdd={(s) => editing.add(s === 'final' ? 'final' : 'personal', newRowId())}
                    onEdit={editing.onEdit}
                    onRemove={(id) => setRemoving(editing.goals.find((g) => g.id === id) ?? null)}
                  />
                </TabPanel>
              );
            })}
          </TabView>
        </FormRuntimeContext.Provider>
      )}
      <ConfirmDialog
        visible={removing !== null}
        onHide={() => setRemoving(null)}
        message={t('targetsPage.deleteConfirm', { title: removing?.title || t('targetsPage.untitled') })}
        icon="pi pi-trash"
        acceptClassName="p-button-danger"
        acceptLabel={t('targetsPage.delete')}
        rejectLabel={t('targetsPage.cancel')}
        accept={() => removing && void remove(removing)}
        reject={() => setRemoving(null)}
      />
    </section>
  );
}
