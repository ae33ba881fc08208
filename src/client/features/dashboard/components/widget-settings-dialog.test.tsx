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

describe('the widget settings dialog', () => {
  it('keeps a choice made while the dialog is still opening', async () => {
    const onSave = vi.fn();
    const dialog = (visible: boolean) => (
      <WidgetSettingsDialog
        visible={visible}
        layout={stored}
        saving={false}
        onSave={onSave}
        onHide={() => {}}
      />
    );
    const { rerender } = render(dialog(false));
    rerender(dialog(true));
    // at once, before the show animation has ended (a quick person, a busy machine)
    const checkbox = await screen.findByTestId('widget-visible-processStatus');
    fireEvent.click(checkbox.querySelector('input')!);
    // the animation ends; the choice must still stand
    await new Promise((resolve) => setTimeout(resolve, 600));
    fireEvent.click(screen.getByTestId('widget-settings-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      widgets: [
        { name: 'calendar', visible: true },
        { name: 'processStatus', visible: false },
      ],
    });
  });

  it('starts again from the stored layout each time it opens', async () => {
    const onSave = vi.fn();
    const dialog = (visible: boolean) => (
      <WidgetSettingsDialog
        visible={visible}
        layout={stored}
        saving={false}
        onSave={onSave}
        onHide={() => {}}
      />
    );
    const { rerender } = render(dialog(true));
    fireEvent.click((await screen.findByTestId('widget-visible-calendar')).querySelector('input')!);
    rerender(dialog(false)); // cancelled
    await new Promise((resolve) => setTimeout(resolve, 600));
    rerender(dialog(true));
    fireEvent.click(await screen.findByTestId('widget-settings-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual(stored);
  });
});
