import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useToast } from '../../../lib/toast/toast-context';
import type { Archive } from '../../../../engine/api/archive';
import { rebuildArchive } from '../api';
import { useArchiveText } from '../text';

type Props = {
  processId: number;
  slug: string;
  /** the archive as the server answered the re-archive (queued), shown at once */
  onQueued: (archive: Archive) => void;
};

/**
 * "Re-archive" for HR (process administrators; the server checks write access to processes): after a
 * confirmation the ended process is queued for the archive job again; the earlier documents stay linked until
 * the new ones replace them.
 */
export function RebuildArchiveButton({ processId, slug, onQueued }: Props) {
  const { t } = useArchiveText();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const rebuild = async () => {
    setBusy(true);
    setRefused(null);
    const outcome = await rebuildArchive(slug, processId);
    setBusy(false);
    if ('archive' in outcome) {
      onQueued(outcome.archive);
      toast.showSuccess(t('archive.rebuild.queued'));
    } else if (outcome.failed === 'PROCESS_NOT_ENDED') setRefused(t('archive.rebuild.notEnded'));
    else toast.showError();
  };

  return (
    <>
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-refresh"
        label={t('archive.rebuild.button')}
        aria-label={t('archive.rebuild.buttonLabel', { processId })}
        loading={busy}
        disabled={busy}
        className="dpt-archive-rebuild dpt-no-print"
        onClick={() => setAsking(true)}
        data-testid={`archive-rebuild-${processId}`}
      />
      <ConfirmDialog
        visible={asking}
        onHide={() => setAsking(false)}
        header={t('archive.rebuild.confirmHeader')}
        message={t('archive.rebuild.confirmMessage')}
        icon="pi pi-refresh"
        acceptLabel={t('archive.rebuild.confirm')}
        rejectLabel={t('archive.rebuild.cancel')}
        accept={() => void rebuild()}
        reject={() => setAsking(false)}
        style={{ maxWidth: 'min(32rem, 95vw)' }}
      />
      {refused && (
        <small role="alert" className="dpt-archive-failed">
          {refused}
        </small>
      )}
    </>
  );
}
