import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import useSWR from 'swr';
import type { CalendarFeed, CalendarFeedState } from '../../../engine/api/dashboard';
import { http, isUnexpectedError, swrFetcher } from '../../api';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import { useProfileText } from './text';

/**
 * The personal iCalendar feed on the profile page: makes (or renews) the secret address, shown once, with a
 * webcal link and copy buttons; a renewed address ends the old one; ending the subscription (after a
 * confirmation) makes the address stop working.
 */
export function CalendarFeedCard() {
  const { t } = useProfileText();
  const { slug } = useSession();
  const toast = useToast();
  const state = useSWR(['/Dashboard/CalendarFeed', slug] as const, swrFetcher<CalendarFeedState>, {
    revalidateOnFocus: false,
  });
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const active = feed?.active ?? state.data?.active ?? false;

  const renew = async () => {
    setBusy(true);
    const result = await http.post<CalendarFeed>('/Dashboard/CalendarFeed', {}, { organization: slug });
    setBusy(false);
    if (isUnexpectedError(result)) {
      toast.showError();
      return;
    }
    setFeed(result);
    void state.mutate({ active: true }, { revalidate: false });
  };
  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    // DELETE answers 204: no body (undefined); a failure answers null
    const result = await http.del<undefined>('/Dashboard/CalendarFeed', undefined, { organization: slug });
    setBusy(false);
    if (result === null) {
      toast.showError();
      return;
    }
    setFeed(null);
    void state.mutate({ active: false }, { revalidate: false });
    toast.showSuccess(t('calendarFeed.removed'));
  };
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.showSuccess(t('calendarFeed.copied'));
    } catch {
      toast.showError();
    }
  };

  return (
    <section className="dpt-card" aria-labelledby="dpt-calendar-feed-title" data-testid="calendar-feed">
      <h2 id="dpt-calendar-feed-title">
        <i className="pi pi-calendar-plus" aria-hidden="true" /> {t('calendarFeed.title')}
      </h2>
      <p>{t('calendarFeed.intro')}</p>
      {state.data === null && <Message severity="error" text={t('calendarFeed.failed')} />}
      {!feed && state.data && (
        <p className="dpt-muted" data-testid="calendar-feed-state">
          {t(active ? 'calendarFeed.active' : 'calendarFeed.inactive')}
        </p>
      )}
      {feed && (
        <div>
          <p>{t('calendarFeed.newAddress')}</p>
          {(
            [
              ['webcal', 'calendarFeed.address', feed.webcalUrl],
              ['https', 'calendarFeed.httpsAddress', feed.url],
            ] as const
          ).map(([id, label, value]) => (
            <div
              key={id}
              style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', marginBottom: '0.75rem' }}
            >
              <label htmlFor={`dpt-calendar-feed-${id}`}>{t(label)}</label>
              <div className="p-inputgroup">
                <InputText
                  id={`dpt-calendar-feed-${id}`}
                  value={value}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  data-testid={`calendar-feed-${id}`}
                />
                <Button
                  type="button"
                  icon="pi pi-copy"
                  aria-label={t('calendarFeed.copy')}
                  onClick={() => void copy(value)}
                />
              </div>
            </div>
          ))}
          <a className="p-button p-button-text" href={feed.webcalUrl}>
            <i className="pi pi-external-link" aria-hidden="true" />
            &nbsp;{t('calendarFeed.subscribe')}
          </a>
        </div>
      )}
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '0.75rem',
          marginTop: '0.5rem',
        }}
      >
        <Button
          type="button"
          icon="pi pi-refresh"
          label={t(active ? 'calendarFeed.renew' : 'calendarFeed.create')}
          outlined={active}
          loading={busy}
          disabled={state.data === undefined}
          onClick={() => void renew()}
          data-testid="calendar-feed-renew"
        />
        {active && (
          <Button
            type="button"
            icon="pi pi-trash"
            label={t('calendarFeed.remove')}
            severity="danger"
            text
            disabled={busy}
            onClick={() => setConfirming(true)}
            data-testid="calendar-feed-remove"
          />
        )}
        {active && <small className="dpt-muted">{t('calendarFeed.renewHint')}</small>}
      </div>
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        message={t('calendarFeed.removeConfirm')}
        icon="pi pi-trash"
        acceptClassName="p-button-danger"
        acceptLabel={t('calendarFeed.removeAccept')}
        rejectLabel={t('calendarFeed.cancel')}
        accept={() => void remove()}
        reject={() => setConfirming(false)}
      />
    </section>
  );
}
