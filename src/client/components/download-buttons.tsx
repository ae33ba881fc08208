import { Button } from 'primereact/button';
import { useState } from 'react';
import { useToast } from '../lib/toast/toast-context';

/** The file formats of a list's download. */
export type DownloadFormat = 'xlsx' | 'csv';

type Props = {
  labels: Record<DownloadFormat, string>;
  /** fetches and saves the file; false (or a throw) when it failed. Null: nothing to download yet. */
  onDownload: ((format: DownloadFormat) => Promise<boolean>) | null;
  /** the buttons are `{testId}-xlsx` and `{testId}-csv` */
  testId: string;
};

/**
 * The Excel and CSV download buttons of a list or report: the running one spins and both wait for it; a failed
 * download says so in a toast.
 */
export function DownloadButtons({ labels, onDownload, testId }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const download = async (format: DownloadFormat) => {
    if (!onDownload) return;
    setBusy(format);
    try {
      if (!(await onDownload(format))) toast.showError();
    } catch {
      toast.showError();
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          outlined
          icon={format === 'xlsx' ? 'pi pi-file-excel' : 'pi pi-file'}
          label={labels[format]}
          loading={busy === format}
          disabled={!onDownload || busy !== null}
          onClick={() => void download(format)}
          data-testid={`${testId}-${format}`}
        />
      ))}
    </>
  );
}
