import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_CLOSE_DELAY_MS } from '../../../engine/constants';

/**
 * A layer over the page while the session starts; it closes LOADING_CLOSE_DELAY_MS (200 ms) after the
 * progress reaches 100 % (SPEC §2), so the full bar is seen, and opens again if progress drops.
 */
export function LoadingLayer({ progress, label }: { progress: number; label?: string }) {
  const { t } = useTranslation();
  const done = progress >= 100;
  const [closed, setClosed] = useState(false);
  // progress dropped again (another organization's session starts): reopen, adjusting state during render
  if (!done && closed) setClosed(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setClosed(true), LOADING_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done]);

  if (done && closed) return null;
  return (
    <div className="dpt-loading-layer" data-testid="loading-layer" data-progress={progress} aria-busy={!done}>
      <div className="dpt-loading-card" role="status" aria-live="polite">
        <p>{label ?? t('loading.session')}</p>
        <ProgressBar value={progress} showValue={false} aria-label={label ?? t('loading.session')} />
      </div>
    </div>
  );
}
