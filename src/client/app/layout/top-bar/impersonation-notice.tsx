import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { stopImpersonation, useImpersonationText } from '../../../lib/session/impersonation';
import { useSession } from '../../../lib/session/session-context';
import './impersonation-notice.css';

/**
 * Shown while an administrator acts as another user (SPEC §2, §6): who is shown, and a stop that ends the
 * impersonation and brings the administrator back where they were. At the time limit the server no longer
 * honours it, and the page reloads as the administrator.
 */
export function ImpersonationNotice({ name }: { name: string }) {
  const { t: tApp } = useTranslation();
  const { t } = useImpersonationText();
  const dates = useDateFormat();
  const { session, slug } = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const impersonator = session.impersonator;
  const expiresAt = impersonator?.expiresAt;

  useEffect(() => {
    if (!expiresAt) return;
    // setTimeout takes at most 2^31-1 ms; an impersonation lasts an hour at most
    const wait = Math.min(Math.max(Date.parse(expiresAt) - Date.now(), 0) + 1000, 2 ** 31 - 1);
    const timer = window.setTimeout(() => window.location.reload(), wait);
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  const stop = async () => {
    setBusy(true);
    setFailed(false);
    if (await stopImpersonation(slug)) {
      setBusy(false);
      setFailed(true);
    }
  };

  const title = impersonator
    ? t('impersonation.noticeTitle', {
        name,
        admin: `${impersonator.firstName} ${impersonator.lastName}`,
        time: dates.time(impersonator.expiresAt),
      })
    : undefined;

  return (
    <span className="dpt-impersonation" role="status" data-testid="impersonation-notice" title={title}>
      <Tag severity="warning" icon="pi pi-user-edit" value={tApp('topBar.impersonating', { name })} />
      <Button
        type="button"
        icon="pi pi-sign-out"
        label={t('impersonation.stop')}
        size="small"
        severity={failed ? 'danger' : 'warning'}
        loading={busy}
        aria-label={failed ? t('impersonation.stopFailed') : t('impersonation.stop')}
        title={failed ? t('impersonation.stopFailed') : t('impersonation.stop')}
        onClick={() => void stop()}
        data-testid="impersonation-stop"
      />
    </span>
  );
}
