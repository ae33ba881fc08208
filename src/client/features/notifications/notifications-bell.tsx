import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { useNotifications } from './api';

/** The bell with the unseen count (SPEC §2); the panel lists the notifications. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { session, slug } = useSession();
  const { notifications, unseen } = useNotifications(session.userId, slug);
  const panel = useRef<OverlayPanel>(null);
  const label = t('notifications.button', { count: unseen });

  return (
    <>
      <Button
        text
        rounded
        className="dpt-topbar-button dpt-bell"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={(event) => panel.current?.toggle(event)}
        data-testid="notifications-bell"
      >
        <i className="pi pi-bell p-overlay-badge" aria-hidden>
          <Badge
            value={unseen}
            severity={unseen > 0 ? 'danger' : 'secondary'}
            className="dpt-bell-count"
            data-testid="notifications-count"
          />
        </i>
      </Button>
      <OverlayPanel ref={panel} className="dpt-notifications-panel" aria-label={t('notifications.title')}>
        <h2 className="dpt-panel-title">{t('notifications.title')}</h2>
        {notifications.length === 0 ? (
          <p data-testid="notifications-empty">{t('notifications.empty')}</p>
        ) : (
          <ul className="dpt-notification-list">
            {notifications.map((notification) => (
              <li key={notification.id} className={notification.seen ? undefined : 'dpt-unseen'}>
                {!notification.seen && (
                  <span className="dpt-visually-hidden">{t('notifications.unseen')}: </span>
                )}
                {notification.message}
              </li>
            ))}
          </ul>
        )}
      </OverlayPanel>
    </>
  );
}
