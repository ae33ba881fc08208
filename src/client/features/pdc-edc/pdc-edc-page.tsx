import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useSearchParams } from 'react-router-dom';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubResync } from '../../lib/hubs/use-hub-resync';
import { useSession } from '../../lib/session/session-context';
import { useProcessListGroup } from '../../process-common/use-process-list-group';
import { useConferenceRounds, useOverview } from './api';
import { ConferenceTable } from './components/conference-table';
import { usePdcEdcText } from './text';
import '../../process-common/process-common.css';
import './pdc-edc.css';
import type { PdcEdcList } from '../../../engine/api/pdc-edc';
import { useDateFormat } from '../../lib/i18n/use-date-format';
import { NoteCard } from '../../components/note-card';
import { Page } from '../../components/page';

/**
 * /{slug}/pdc-edc: pick a PDC or EDC talkround (kept in the URL as ?talkround=) and see its processes with
 * status, conference date and whether the documents went out a week before; the caller's own open
 * preparations as reminders. The menu shows the entry only where the organization enables PDC/EDC.
 */
export function PdcEdcPage() {
  const { t } = usePdcEdcText();
  const dates = useDateFormat();
  const { slug } = useSession();
  const [params, setParams] = useSearchParams();
  const rounds = useConferenceRounds(slug);
  const chosen = Number(params.get('talkround')) || null;
  const overview = useOverview(slug, chosen);
  useProcessListGroup('feedbacks');
  useHubEvent('feedbacks', 'FeedbackProcessUpdated', (change) => {
    if (change.listChanged) void overview.mutate();
  });
  useHubEvent('feedbacks', 'FeedbackProcessCreated', () => void overview.mutate());
  useHubResync('feedbacks', () => void overview.mutate());
  const options = [
    { value: 0, label: t('pdcEdcPage.all') },
    ...(rounds.data ?? []).map((r) => ({
      value: r.id,
      label: `${t(`pdcEdcPage.types.${r.processType}`)} · ${r.name}`,
    })),
  ];
  const data = overview.data;

  return (
    <Page title={t('pdcEdcPage.title')} testId="pdc-edc-page" className="dpt-page-wide">
      <p className="dpt-page-intro">{t('pdcEdcPage.intro')}</p>
      <div className="dpt-pe-pick">
        <label htmlFor="dpt-pe-talkround" className="dpt-field-label">
          {t('pdcEdcPage.talkround')}
        </label>
        <Dropdown
          inputId="dpt-pe-talkround"
          value={chosen ?? 0}
          options={options}
          onChange={(event) => {
            const value = (event.value as number | null) ?? 0;
            setParams(value === 0 ? {} : { talkround: String(value) }, { replace: true });
          }}
          placeholder={t('pdcEdcPage.talkroundPlaceholder')}
          data-testid="pdc-edc-talkround"
        />
      </div>
      {data?.talkround && <WindowInfo overview={data} />}
      <Message severity="info" text={t('pdcEdcPage.rule')} className="dpt-pe-rule" />
      {data && data.reminders.length > 0 && (
        <NoteCard icon="pi pi-bell" title={t('pdcEdcPage.reminders.title')} testId="pdc-edc-reminders">
          <ul>
            {data.reminders.map((r) => (
              <li key={r.processId} className={r.state === 'late' ? 'dpt-pe-late' : undefined}>
                {t(`pdcEdcPage.reminders.${r.state === 'late' ? 'late' : 'due'}`, {
                  name: `${r.recipient.firstName} ${r.recipient.lastName}`,
                  date: r.dueDate ? dates.date(r.dueDate) : '—',
                })}
              </li>
            ))}
          </ul>
        </NoteCard>
      )}
      {data === null && <Message severity="error" text={t('pdcEdcPage.loadFailed')} />}
      <div className="dpt-card dpt-pe-table">
        <ConferenceTable processes={data?.result ?? []} loading={overview.isLoading} slug={slug} />
      </div>
    </Page>
  );
}

function WindowInfo({ overview }: { overview: PdcEdcList }) {
  const { t } = usePdcEdcText();
  const dates = useDateFormat();
  const round = overview.talkround!;
  const text =
    round.audience && round.window
      ? t('pdcEdcPage.window', {
          audience: t(`pdcEdcPage.audiences.${round.audience}`),
          start: dates.date(round.window.start),
          end: dates.date(round.window.end),
        })
      : t('pdcEdcPage.noWindow', {
          start: dates.date(round.startDate),
          end: dates.date(round.endDate),
        });
  return (
    <p className="dpt-pe-window" data-testid="pdc-edc-window">
      <i className="pi pi-calendar" aria-hidden="true" /> {text}
    </p>
  );
}
