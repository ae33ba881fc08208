import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/i18n/use-format-date';
import { useSession } from '../../lib/session/session-context';
import { TasksCard } from './components/tasks-card';
import './dashboard.css';

/**
 * The dashboard (SPEC §2): a greeting and the user's open tasks, which can be hidden and shown again. The
 * calendar and the process widgets arrive with their issues.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const formatDate = useFormatDate();
  const today = dayjs();

  return (
    <section className="dpt-page" data-testid="dashboard-page">
      <header className="dpt-page-header">
        <h1>{t('dashboard.title')}</h1>
      </header>
      <div className="dpt-card">
        <p className="dpt-greeting" data-testid="dashboard-greeting">
          {t('dashboard.greeting', { name: session.firstName })}
        </p>
        <p data-testid="dashboard-today">
          {t('dashboard.today', {
            weekday: today.locale(i18n.language.slice(0, 2)).format('dddd'),
            date: formatDate(today),
          })}
        </p>
        <p className="dpt-muted">
          {t('dashboard.organization', { organization: session.currentOrganization.name })}
        </p>
      </div>
      <TasksCard />
    </section>
  );
}
