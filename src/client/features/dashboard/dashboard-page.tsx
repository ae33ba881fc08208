import { Button } from 'primereact/button';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_WIDGET_LAYOUT,
  type DashboardWidget,
  type WidgetLayout,
} from '../../../engine/dashboard/widgets';
import { useDateFormat } from '../../lib/i18n/use-date-format';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import { buildDashboard, saveWidgets, useWidgets } from './api';
import { CalendarCard } from './components/calendar-card';
import { ProcessStatusCard } from './components/process-status-card';
import { TalkroundCard } from './components/talkround-card';
import { TasksCard } from './components/tasks-card';
import { useDashboardText } from './text';
import './dashboard.css';

// the settings dialog (PrimeReact's Dialog and switches) loads when it is first opened
const WidgetSettingsDialog = lazy(() =>
  import('./components/widget-settings-dialog').then((m) => ({ default: m.WidgetSettingsDialog })),
);

const WIDGETS: Record<DashboardWidget, () => ReactNode> = {
  calendar: () => <CalendarCard />,
  processStatus: () => <ProcessStatusCard />,
  tasks: () => <TasksCard />,
  talkrounds: () => <TalkroundCard />,
};

/**
 * The dashboard (SPEC §2): a greeting, then the user's widgets (calendar, process status, tasks, talkround
 * box) in the user's order, hidden ones left out; the settings dialog shows, hides and orders them, stored per
 * user. The first visit stores the first layout (POST /Dashboard/Build).
 */
export function DashboardPage() {
  const { t: tt } = useTranslation();
  const { t } = useDashboardText();
  const { session, slug } = useSession();
  const dates = useDateFormat();
  const toast = useToast();
  const widgets = useWidgets(slug);
  const [editing, setEditing] = useState(false);
  // once opened, the dialog stays mounted so that it can close with its animation
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const built = useRef(false);
  const today = new Date();
  const layout: WidgetLayout = widgets.data ?? DEFAULT_WIDGET_LAYOUT;

  useEffect(() => {
    if (widgets.data?.stored !== false || built.current) return;
    built.current = true;
    void buildDashboard(slug).then((answer) => {
      if (answer) void widgets.mutate(answer, { revalidate: false });
    });
  }, [widgets, slug]);

  const save = async (next: WidgetLayout) => {
    setSaving(true);
    const answer = await saveWidgets(slug, next);
    setSaving(false);
    if (!answer) {
      toast.showError();
      return;
    }
    await widgets.mutate(answer, { revalidate: false });
    setEditing(false);
    toast.showSuccess(t('dashboardWidgets.saved'));
  };

  return (
    <section className="dpt-page" data-testid="dashboard-page">
      <header className="dpt-page-header dpt-dash-header">
        <h1>{tt('dashboard.title')}</h1>
        <Button
          type="button"
          icon="pi pi-sliders-h"
          label={t('dashboardWidgets.open')}
          outlined
          disabled={widgets.data === undefined}
          onClick={() => {
            setOpened(true);
            setEditing(true);
          }}
          data-testid="dashboard-arrange"
        />
      </header>
      <div className="dpt-card">
        <p className="dpt-greeting" data-testid="dashboard-greeting">
          {tt('dashboard.greeting', { name: session.firstName })}
        </p>
        <p data-testid="dashboard-today">
          {tt('dashboard.today', {
            weekday: dates.weekday(today),
            date: dates.date(today),
          })}
        </p>
        <p className="dpt-muted">
          {tt('dashboard.organization', { organization: session.currentOrganization.name })}
        </p>
      </div>
      {widgets.data !== undefined && (
        <div className="dpt-dash-grid">
          {layout.widgets
            .filter((w) => w.visible)
            .map((w) => (
              <div key={w.name} className={`dpt-dash-widget dpt-dash-widget-${w.name}`}>
                {WIDGETS[w.name]()}
              </div>
            ))}
        </div>
      )}
      {widgets.data !== undefined && layout.widgets.every((w) => !w.visible) && (
        <p className="dpt-muted" data-testid="dashboard-all-hidden">
          {t('dashboardWidgets.allHidden')}
        </p>
      )}
      {opened && (
        <Suspense fallback={null}>
          <WidgetSettingsDialog
            visible={editing}
            layout={layout}
            saving={saving}
            onSave={(next) => void save(next)}
            onHide={() => setEditing(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
