// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastContext, type ToastApi } from '../lib/toast/toast-context';
import { DownloadButtons } from './download-buttons';

afterEach(cleanup);

function renderButtons(onDownload: Parameters<typeof DownloadButtons>[0]['onDownload']) {
  const toast: ToastApi = { showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() };
  render(
    <ToastContext.Provider value={toast}>
      <DownloadButtons labels={{ xlsx: 'Excel', csv: 'CSV' }} onDownload={onDownload} testId="export" />
    </ToastContext.Provider>,
  );
  return toast;
}

describe('DownloadButtons', () => {
  it('downloads in the chosen format; both wait while one runs', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const onDownload = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const toast = renderButtons(onDownload);
    fireEvent.click(screen.getByTestId('export-csv'));
    expect(onDownload).toHaveBeenCalledWith('csv');
    expect((screen.getByTestId('export-xlsx') as HTMLButtonElement).disabled).toBe(true);
    finish(true);
    await waitFor(() =>
      expect((screen.getByTestId('export-xlsx') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(toast.showError).not.toHaveBeenCalled();
  });

  it('says so when a download fails or throws', async () => {
    const toast = renderButtons(vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('404')));
    fireEvent.click(screen.getByTestId('export-xlsx'));
    await waitFor(() => expect(toast.showError).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByTestId('export-xlsx'));
    await waitFor(() => expect(toast.showError).toHaveBeenCalledTimes(2));
  });

  it('stays disabled while there is nothing to download', () => {
    renderButtons(null);
    expect((screen.getByTestId('export-xlsx') as HTMLButtonElement).disabled).toBe(true);
  });
});
