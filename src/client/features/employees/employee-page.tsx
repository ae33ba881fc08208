import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { areaAccess } from '../../../engine/access';
import { userGroup } from '../../../engine/hubs';
import { ImpersonateButton } from '../../components/impersonate-button';
import { isOwnOrigin } from '../../lib/hubs/client-id';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubGroup } from '../../lib/hubs/use-hub-group';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import { useEmployeeChoices } from '../../process-common/employee-choices';
import { historyKey, saveUser, useUserDetail } from './api';
import { BasicDataForm } from './components/basic-data-form';
import { HierarchyTab } from './components/hierarchy-tab';
import { HistoryTab } from './components/history-tab';
import { ProcessesTab } from './components/processes-tab';
import { ProfileTab } from './components/profile-tab';
import { SignInIdentities } from './components/sign-in-identities';
import { useEmployeesText } from './text';
import './employees.css';
import type { SaveUserBody, UserDetail } from '../../../engine/api/users';

/**
 * /{slug}/admin/user/{shorthand} (user area read): an employee's basic data (editable with user area write),
 * hierarchy, processes, profile and change history. Follows changes made elsewhere live (UserUpdated in the
 * employee's group).
 */
export function EmployeePage() {
  const { shorthand = '' } = useParams();
  const { t } = useEmployeesText();
  const { slug } = useSession();
  const detail = useUserDetail(slug, shorthand);
  return (
    <section className="dpt-page dpt-page-wide dpt-emp-page" data-testid="employee-page">
      <nav className="dpt-emp-back">
        <Link to={`/${slug}/admin/users`}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('employeesPage.back')}
        </Link>
      </nav>
      {detail.data === null && <Message severity="error" text={t('employeesPage.notFound')} />}
      {detail.data && (
        <EmployeeDetail detail={detail.data} refresh={() => detail.mutate()} key={detail.data.id} />
      )}
    </section>
  );
}

function EmployeeDetail({ detail, refresh }: { detail: UserDetail; refresh: () => Promise<unknown> }) {
  const { t } = useEmployeesText();
  const { slug, session } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [tab, setTab] = useState(0);
  const canWrite = areaAccess(session.userRoles, 'user').write;
  const people = useEmployeeChoices(slug, session.userRoles);
  const reloadHistory = () => mutate(historyKey(slug, detail.id));

  useHubGroup('users', userGroup(detail.id));
  useHubEvent('users', 'UserUpdated', (change) => {
    if (change.userId !== detail.id || isOwnOrigin(change.origin)) return;
    void refresh();
    void reloadHistory();
    void people.mutate();
  });

  const onSave = async (body: SaveUserBody) => {
    const saved = await saveUser(slug, body);
    if (!saved) {
      toast.showError('errors.notSaved');
      return null;
    }
    toast.showSuccess(t('employeesPage.saved'));
    void reloadHistory();
    void people.mutate();
    if (saved.shorthand !== detail.shorthand)
      void navigate(`/${slug}/admin/user/${encodeURIComponent(saved.shorthand)}`, { replace: true });
    else void refresh();
    return saved;
  };

  const name = `${detail.firstName} ${detail.lastName}`;
  return (
    <>
      <header className="dpt-page-header dpt-emp-header">
        <div className="dpt-emp-title">
          <h1>{name}</h1>
          <p className="dpt-muted">
            {[detail.shorthand, detail.position, detail.location].filter(Boolean).join(' · ')}
          </p>
          <div className="dpt-emp-tags">
            {detail.isApiUpdateLocked && (
              <Tag
                severity="warning"
                icon="pi pi-lock"
                value={t('employeesPage.locked')}
                data-testid="employee-locked"
              />
            )}
            {!detail.active && <Tag severity="secondary" value={t('employeesPage.inactive')} />}
          </div>
        </div>
        <div className="dpt-emp-header-actions" data-testid="employee-header-actions">
          <ImpersonateButton userId={detail.id} refusal={detail.impersonationRefusal} name={name} />
        </div>
      </header>
      <TabView
        activeIndex={tab}
        onTabChange={(event) => setTab(event.index)}
        scrollable
        className="dpt-emp-tabs"
      >
        <TabPanel header={t('employeesPage.tabs.basic')}>
          <BasicDataForm detail={detail} people={people.data ?? []} canWrite={canWrite} onSave={onSave} />
        </TabPanel>
        <TabPanel header={t('employeesPage.tabs.hierarchy')}>
          {tab === 1 && <HierarchyTab detail={detail} slug={slug} key={detail.updatedAt} />}
        </TabPanel>
        <TabPanel header={t('employeesPage.tabs.processes')}>
          {tab === 2 && <ProcessesTab userId={detail.id} slug={slug} roles={session.userRoles} />}
        </TabPanel>
        <TabPanel header={t('employeesPage.tabs.profile')}>
          <ProfileTab detail={detail} />
          {canWrite && (
            <SignInIdentities
              slug={slug}
              userId={detail.id}
              name={name}
              onUnlinked={() => void reloadHistory()}
            />
          )}
        </TabPanel>
        <TabPanel header={t('employeesPage.tabs.history')}>
          {tab === 4 && <HistoryTab userId={detail.id} slug={slug} />}
        </TabPanel>
      </TabView>
    </>
  );
}
