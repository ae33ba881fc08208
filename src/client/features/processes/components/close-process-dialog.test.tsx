// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { CloseProcessDialog } from './close-process-dialog';

afterEach(cleanup);

describe('closing a process', () => {
  it('asks for a reason before sending anything (SPEC §5)', async () => {
    await i18n.changeLanguage('de-DE');
    const onClose = vi.fn(async () => undefined);
    render(<CloseProcessDialog subject="Sara Schmidt · MAFEG" onHide={vi.fn()} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('close-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('close-error').textContent).toBe('Wählen Sie einen Grund für das Schließen.'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks the language and shows the free-text field only for reason 8', async () => {
    await i18n.changeLanguage('en-US');
    const onClose = vi.fn(async () => undefined);
    render(<CloseProcessDialog subject="x" onHide={vi.fn()} onClose={onClose} />);
    expect(screen.getByText('Close the process')).toBeTruthy();
    expect(screen.queryByTestId('close-text')).toBeNull();
  });
});
