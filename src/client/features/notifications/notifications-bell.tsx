import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { languageKeyOf } from '../../../engine/constants';
import { notificationText } from '../../../engine/notifications/notification-text';
import { useSession } from '../../lib/session/session-context';
import type { AppNotification } from '../../../engine/api/notifications';
import { markAsRead, useNotifications } from './api';
import { routeOf } from '../../../engine/notifications/route-of';
import { useDateFormat } from '../../lib/i18n/use-date-format';

/**
 * The bell with the unseen count (SPEC §2); the panel lists the notifications in the language of the moment.
 * Choosing one marks it as seen and, when it carries route data, opens its target.
 */
export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const { session, slug } = useSession();
  const { notifications, unseen, mutate } = useNotifications(session.userId, slug);
  const panel = useRef<OverlayPanel>(null);
  const navigate = useNavigate();
  const language = languageKeyOf(i18n.language);
  const dates = useDateFormat();
  const label = t('notifications.button', { count: unseen });
  const [markingAll, setMarkingAll] = useState(false);

  // one call per unseen notification (the list holds the newest ones); the hub then says what changed
  const markAllAsRead = async () => {
    setMarkingAll(true);
    try {
      await Promise.all(notifications.filter((n) => !n.seen).map((n) => markAsRead(slug, n.id)));
      await mutate();
    } finally {
      setMarkingAll(false);
    }
  };

  const choose = async (notification: AppNotification) => {
    const target = routeOf(slug, notification.routeData);
    if (target) {
      panel.current?.hide();
      navigate(target);
    }
    if (!notification.seen) {
      await markAsRead(slug, notification.id);
      await mutate();
    }
  };

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
        {/* no badge at 0: nothing to count (the button's label still says so) */}
        <i className={`pi pi-bell${unseen > 0 ? ' p-overlay-badge' : ''}`} aria-hidden>
          {unseen > 0 && (
            <Badge
              value={unseen}
              severity="danger"
              className="dpt-bell-count"
              data-testid="notifications-count"
            />
          )}
        </i>
      </Button>
      <OverlayPanel ref={panel} className="dpt-notifications-panel" aria-label={t('notifications.title')}>
        <div className="dpt-panel-head">
          <h2 className="dpt-panel-title">{t('notifications.title')}</h2>
          {unseen > 0 && (
            <Button
              type="button"
              text
              size="small"
              icon="pi pi-check-square"
              label={t('notifications.markAll')}
              loading={markingAll}
              onClick={() => void markAllAsRead()}
              data-testid="notifications-mark-all"
            />
          )}
        </div>
        {notifications.length === 0 ? (
          <p data-testid="notifications-empty">{t('notifications.empty')}</p>
        ) : (
          <ul className="dpt-notification-list" data-testid="notifications-list">
            {notifications.map((notification) => (
              <li key={notification.id} className={notification.seen ? undefined : 'dpt-unseen'}>
                <button type="button" className="dpt-notification" onClick={() => void choose(notification)}>
                  {!notification.seen && (
                    <span className="dpt-visually-hidden">{t('notifications.unseen')}: </span>
                  )}
                  <span>
                    {notificationText(notification.kind, notification.params, language, dates.timeZone)}
                  </span>
                  <small className="dpt-notification-time">{dates.dateTime(notification.createdAt)}</small>
                </button>
              </li>
            ))}
          </ul>
        )}
      </OverlayPanel>
    </>
  );
}
