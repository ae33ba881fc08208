import { useState } from 'react';
import { useToast } from '../../../lib/toast/toast-context';
import { saveFile } from '../../../process-common/dates';

/**
 * Runs a download and offers the file; a failure (404 included, SPEC §8) shows the generic message. `busy`
 * names the download in flight, so its button can show it.
 */
export function useDownload() {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  async function download(key: string, fileName: string, load: () => Promise<Blob | null>) {
    setBusy(key);
    try {
      const blob = await load();
      if (blob) saveFile(blob, fileName);
      else toast.showError();
    } catch {
      toast.showError();
    } finally {
      setBusy(null);
    }
  }
  return { busy, download };
}
