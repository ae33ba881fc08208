import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { useState } from 'react';
import useSWR from 'swr';
import { TEMPLATE_KIND_LABELS, type TemplateKind } from '../../../engine/notifications/template-catalogue';
import type { NotificationSettings } from '../../../engine/api/notifications';
import { http, swrFetcher } from '../../api';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import { useProfileText } from './text';

const key = (slug: string) => ['/Notifications/settings', slug] as const;

/** The profile's e-mail switches: one per notification kind (GET/PUT /Notifications/settings). */
export function NotificationSettingsCard() {
  const { t, locale } = useProfileText();
  const { slug } = useSession();
  const toast = useToast();
  const { data, isLoading, mutate } = useSWR(key(slug), swrFetcher<NotificationSettings>, {
    revalidateOnFocus: false,
  });
  const [pending, setPending] = useState<TemplateKind | null>(null);

  const toggle = async (kind: TemplateKind, email: boolean) => {
    setPending(kind);
    const result = await http.put<NotificationSettings>('/Notifications/settings', {
      kinds: [{ kind, email }],
    });
    setPending(null);
    if (!result) return toast.showError('errors.notSaved');
    await mutate(result, { revalidate: false });
    toast.showSuccess(t('notificationSettings.saved'));
  };

  return (
    <div className="dpt-card" data-testid="notification-settings">
      <h2 className="dpt-card-title">{t('notificationSettings.title')}</h2>
      <p className="dpt-muted">{t('notificationSettings.intro')}</p>
      {!isLoading && !data && <Message severity="error" text={t('notificationSettings.loadFailed')} />}
      <ul className="dpt-notification-settings" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data?.kinds.map(({ kind, email }) => {
          const id = `dpt-email-${kind}`;
          return (
            <li
              key={kind}
              style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', padding: '0.35rem 0' }}
            >
              <InputSwitch
                style={{ flexShrink: 0 }}
                inputId={id}
                checked={email}
                disabled={pending !== null}
                onChange={(e) => void toggle(kind, e.value)}
                data-testid={`email-setting-${kind}`}
              />
              <label htmlFor={id}>{TEMPLATE_KIND_LABELS[locale][kind]}</label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
