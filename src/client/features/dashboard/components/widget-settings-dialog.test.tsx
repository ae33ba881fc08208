// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetLayout } from '../../../../engine/dashboard/widgets';
import { i18n } from '../../../lib/i18n/i18n';
import { WidgetSettingsDialog } from './widget-settings-dialog';

const stored: WidgetLayout = {
  widgets: [
    { name: 'calendar', visible: true },
    { name: 'processStatus', visible: true },
  ],
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

/** The dialog over the stored layout, closed or open, and what it saved. */
function renderDialog(visible: boolean) {
  const onSave = vi.fn();
  const dialog = (open: boolean) => (
    <WidgetSettingsDialog visible={open} layout={stored} saving={false} onSave={onSave} onHide={() => {}} />
  );
  const { rerender } = render(dialog(visible));
  return { onSave, setVisible: (open: boolean) => rerender(dialog(open)) };
}

/** The layout that Save hands on. */
async function saved(onSave: ReturnType<typeof vi.fn>) {
  fireEvent.click(await screen.findByTestId('widget-settings-save'));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  return onSave.mock.calls[0]![0] as WidgetLayout;
}

const animationEnded = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('the widget settings dialog', () => {
  it('keeps a choice made while the dialog is still opening', async () => {
    const { onSave, setVisible } = renderDialog(false);
    setVisible(true);
    // at once, before the show animation has ended (a quick person, a busy machine)
    fireEvent.click((await screen.findByTestId('widget-visible-processStatus')).querySelector('input')!);
    await animationEnded();
    expect(await saved(onSave)).toEqual({
      widgets: [
        { name: 'calendar', visible: true },
        { name: 'processStatus', visible: false },
      ],
    });
  });

  it('starts again from the stored layout each time it opens', async () => {
    const { onSave, setVisible } = renderDialog(true);
    fireEvent.click((await screen.findByTestId('widget-visible-calendar')).querySelector('input')!);
    setVisible(false); // cancelled
    await animationEnded();
    setVisible(true);
    expect(await saved(onSave)).toEqual(stored);
  });
});
