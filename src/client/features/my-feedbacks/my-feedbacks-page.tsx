import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { useMemo } from 'react';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubResync } from '../../lib/hubs/use-hub-resync';
import { useSession } from '../../lib/session/session-context';
import { dashboardGroupKey } from '../../process-common/labels';
import { useDonorProcesses, useOwnProcesses } from './api';
import { ArchiveTable } from './components/archive-table';
import { ProcessCard } from './components/process-card';
import { archiveOf, groupCurrent, mergeProcesses } from './grouping';
import { useMyFeedbacksText } from './text';
import './my-feedbacks.css';

/**
 * /{slug}/my-feedbacks: the caller's own processes and those they take part in, by dashboard group, and the
 * archive of closed and complete ones. Reloads live when the server says the caller's processes changed.
 */
export function MyFeedbacksPage() {
  const { t } = useMyFeedbacksText();
  const { slug } = useSession();
  const own = useOwnProcesses(slug);
  const donor = useDonorProcesses(slug);
  useHubEvent('users', 'RecipientProcessesUpdated', () => void own.mutate());
  useHubEvent('users', 'DonorProcessesUpdated', () => void donor.mutate());
  useHubResync('users', () => {
    void own.mutate();
    void donor.mutate();
  });

  const entries = useMemo(
    () => mergeProcesses(own.data?.result ?? [], donor.data?.result ?? []),
    [own.data, donor.data],
  );
  const groups = groupCurrent(entries);
  const archive = archiveOf(entries);
  const loading = own.isLoading || donor.isLoading;
  const failed = !loading && (own.data === null || donor.data === null);
  // a count is only a count once both lists are in: while loading (or after a failure) it is not zero
  const count = (n: number) =>
    loading ? (
      <i className="pi pi-spin pi-spinner dpt-mf-count" aria-label={t('myFeedbacks.loading')} />
    ) : failed ? null : (
      <span className="dpt-mf-count">{n}</span>
    );

  return (
    <section className="dpt-page dpt-mf-page" data-testid="my-feedbacks-page" aria-busy={loading}>
      <header className="dpt-page-header">
        <h1>{t('myFeedbacks.title')}</h1>
      </header>
      <p className="dpt-muted dpt-page-intro">{t('myFeedbacks.intro')}</p>
      {failed && <Message severity="error" text={t('myFeedbacks.loadFailed')} />}
      <TabView className="dpt-mf-tabs">
        <TabPanel header={t('myFeedbacks.tabs.current')} rightIcon={count(entries.length - archive.length)}>
          {loading && (
            <p className="dpt-muted" role="status" data-testid="my-feedbacks-loading">
              <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('myFeedbacks.loading')}
            </p>
          )}
          {!loading && !failed && groups.length === 0 && (
            <div className="dpt-empty-state dpt-card">
              <i className="pi pi-inbox" aria-hidden="true" />
              <h2>{t('myFeedbacks.emptyTitle')}</h2>
              <p>{t('myFeedbacks.emptyText')}</p>
            </div>
          )}
          {groups.map((group) => (
            <section
              key={group.group ?? 'other'}
              className="dpt-mf-group"
              data-testid={`group-${group.group ?? 'other'}`}
            >
              <h2>
                {t(dashboardGroupKey(group.group))}
                <span className="dpt-mf-count">{group.entries.length}</span>
              </h2>
              <div className="dpt-mf-cards">
                {group.entries.map((entry) => (
                  <ProcessCard key={entry.process.id} entry={entry} slug={slug} />
                ))}
              </div>
            </section>
          ))}
        </TabPanel>
        <TabPanel header={t('myFeedbacks.tabs.archive')} rightIcon={count(archive.length)}>
          <div className="dpt-card">
            <ArchiveTable entries={archive} slug={slug} loading={loading} />
          </div>
        </TabPanel>
      </TabView>
    </section>
  );
}
