// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { ToastContext } from '../../../lib/toast/toast-context';
import { DocumentCard } from './document-card';
import { ReviewCard } from './review-card';
import { buildPdp } from '../../../test/pdp-fixture';

const api = vi.hoisted(() => ({
  uploadPdpDocument: vi.fn(),
  setReviewDate: vi.fn(),
  exportReviewDate: vi.fn(),
  downloadDocument: vi.fn(),
  downloadTemplate: vi.fn(),
}));
vi.mock('../api', () => api);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const inToasts = (node: React.ReactNode) =>
  render(
    <ToastContext.Provider value={{ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }}>
      {node}
    </ToastContext.Provider>,
  );

describe('PDP review card', () => {
  it('sends nothing without a date and offers no calendar file before a review is set', async () => {
    await i18n.changeLanguage('de-DE');
    inToasts(<ReviewCard pdp={buildPdp()} slug="demo" onSaved={vi.fn()} />);
    const save = screen.getByTestId('pdp-review-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(api.setReviewDate).not.toHaveBeenCalled();
    expect(screen.queryByTestId('pdp-review-ics')).toBeNull();
    expect(screen.getByTestId('pdp-next-review').textContent).toBe('nicht gesetzt');
  });

  it('shows the dates, and no form to whoever may not set them', async () => {
    await i18n.changeLanguage('en-US');
    inToasts(
      <ReviewCard
        pdp={buildPdp({
          nextReviewDate: '2027-01-15T09:30:00.000Z',
          rights: { upload: false, setReviewDate: false },
        })}
        slug="demo"
        onSaved={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('pdp-review-save')).toBeNull();
    expect(screen.getByTestId('pdp-next-review').textContent).toMatch(/^01\/15\/2027/);
    expect(screen.getByTestId('pdp-review-ics')).toBeTruthy();
  });
});

describe('PDP document card', () => {
  it('explains what is allowed when the server refuses the upload (SPEC §8: the upload resolves null)', async () => {
    await i18n.changeLanguage('de-DE');
    api.uploadPdpDocument.mockResolvedValue(null);
    const onSaved = vi.fn();
    const { container } = inToasts(<DocumentCard pdp={buildPdp()} slug="demo" onSaved={onSaved} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['MZ'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('pdp-upload-problem').textContent).toContain('10 MB'));
    expect(api.uploadPdpDocument).toHaveBeenCalledWith('demo', 7, file);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers no upload without the right to write the plan', async () => {
    await i18n.changeLanguage('de-DE');
    const { container } = inToasts(
      <DocumentCard
        pdp={buildPdp({ rights: { upload: false, setReviewDate: true } })}
        slug="demo"
        onSaved={vi.fn()}
      />,
    );
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect(screen.getByTestId('pdp-no-document')).toBeTruthy();
  });
});
