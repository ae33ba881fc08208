import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHubEvent } from '../../../lib/hubs/use-hub-event';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useHubResync } from '../../../lib/hubs/use-hub-resync';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast/toast-context';
import type { DashboardTask } from '../../../../engine/api/dashboard';
import { setTaskVisibility, useTasks } from '../api';
import { shownTasks, taskDetails, taskLink, taskTitle } from '../tasks';
import { useDashboardText } from '../text';

const ICONS: Record<DashboardTask['type'], string> = {
  fillFeedback: 'pi pi-pencil',
  approveFeedback: 'pi pi-check-square',
  sendConferenceDocuments: 'pi pi-send',
};

/**
 * The user's open tasks (SPEC §2 dashboard): each links to where it is done and can be hidden; "show hidden"
 * lists the hidden ones to show them again. Reloads when the users hub says the tasks changed.
 */
export function TasksCard() {
  const { t } = useDashboardText();
  const dates = useDateFormat();
  const { slug, session } = useSession();
  const toast = useToast();
  const tasks = useTasks(slug);
  const [showHidden, setShowHidden] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  useHubEvent('users', 'FeedbackTasksUpdated', () => void tasks.mutate());
  useHubResync('users', () => void tasks.mutate());

  const all = tasks.data?.result ?? [];
  const hiddenCount = all.filter((task) => !task.visible).length;
  const openCount = all.length - hiddenCount;
  const shown = shownTasks(all, showHidden && hiddenCount > 0);

  const toggle = async (task: DashboardTask) => {
    setBusy(task.key);
    const result = await setTaskVisibility(slug, task.key, !task.visible);
    setBusy(null);
    if (result === null) {
      toast.showError();
      void tasks.mutate();
      return;
    }
    void tasks.mutate(result, { revalidate: false });
  };

  return (
    <section
      className="dpt-card dpt-dash-tasks"
      aria-labelledby="dpt-dash-tasks-title"
      data-testid="dashboard-tasks"
    >
      <header className="dpt-card-header">
        <h2 id="dpt-dash-tasks-title">
          <i className="pi pi-list-check" aria-hidden="true" /> {t('dashboardTasks.title')}
        </h2>
        {openCount > 0 && <Tag value={t('dashboardTasks.open', { count: openCount })} rounded />}
      </header>
      {tasks.data === null && <Message severity="error" text={t('dashboardTasks.loadFailed')} />}
      {tasks.data && all.length === 0 && (
        <div className="dpt-empty-state" data-testid="dashboard-tasks-empty">
          <i className="pi pi-inbox" aria-hidden="true" />
          <h3>{t('dashboardTasks.emptyTitle')}</h3>
          <p>{t('dashboardTasks.emptyText')}</p>
        </div>
      )}
      {openCount === 0 && hiddenCount > 0 && !showHidden && (
        <p className="dpt-muted">{t('dashboardTasks.allHidden')}</p>
      )}
      {shown.length > 0 && (
        <ul className="dpt-dash-task-list">
          {shown.map((task) => {
            const title = taskTitle(task, t);
            return (
              <li
                key={task.key}
                className={task.visible ? undefined : 'dpt-dash-task-hidden'}
                data-testid={`task-${task.key}`}
              >
                <i className={ICONS[task.type]} aria-hidden="true" />
                <div className="dpt-dash-task-text">
                  <Link to={taskLink(task, slug)}>{title}</Link>
                  <small className={task.overdue ? 'dpt-dash-task-overdue' : 'dpt-muted'}>
                    {taskDetails(task, t, dates, session.id)}
                  </small>
                </div>
                {!task.visible && <Tag value={t('dashboardTasks.hiddenTag')} severity="secondary" />}
                <Button
                  type="button"
                  icon={task.visible ? 'pi pi-eye-slash' : 'pi pi-eye'}
                  text
                  rounded
                  aria-label={t(task.visible ? 'dashboardTasks.hide' : 'dashboardTasks.show', {
                    task: title,
                  })}
                  tooltip={t(task.visible ? 'dashboardTasks.hide' : 'dashboardTasks.show', { task: title })}
                  tooltipOptions={{ position: 'left', showDelay: 400 }}
                  loading={busy === task.key}
                  disabled={busy !== null}
                  onClick={() => void toggle(task)}
                  data-testid={`task-toggle-${task.key}`}
                />
              </li>
            );
          })}
        </ul>
      )}
      {hiddenCount > 0 && (
        <div className="dpt-dash-show-hidden">
          <InputSwitch
            inputId="dpt-dash-show-hidden"
            checked={showHidden}
            onChange={(event) => setShowHidden(event.value === true)}
            data-testid="dashboard-show-hidden"
          />
          <label htmlFor="dpt-dash-show-hidden">
            {t('dashboardTasks.showHidden', { count: hiddenCount })}
          </label>
        </div>
      )}
    </section>
  );
}
