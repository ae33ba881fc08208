// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDialog, DialogCancelButton } from './app-dialog';

afterEach(cleanup);

function Harness({ onHide }: { onHide: () => void }) {
  const [text, setText] = useState('');
  return (
    <AppDialog
      visible
      header="Edit"
      onHide={onHide}
      footer={<DialogCancelButton label="Cancel" />}
      data-testid="the-dialog"
    >
      <label htmlFor="name">Name</label>
      <input id="name" value={text} onChange={(event) => setText(event.target.value)} />
      {text === 'layer' && <div className="dpt-date-popup" data-testid="layer" />}
    </AppDialog>
  );
}

const escape = (target: Element) => fireEvent.keyDown(target, { key: 'Escape', code: 'Escape' });

describe('AppDialog', () => {
  it('closes on Escape at once while nothing was changed', () => {
    const onHide = vi.fn();
    render(<Harness onHide={onHide} />);
    escape(screen.getByLabelText('Name'));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape or cancel drop typed changes; keep editing keeps them, discard closes', async () => {
    const onHide = vi.fn();
    render(<Harness onHide={onHide} />);
    const input = screen.getByLabelText('Name');
    fireEvent.input(input, { target: { value: 'Anna' } });
    fireEvent.change(input, { target: { value: 'Anna' } });
    escape(input);
    expect(onHide).not.toHaveBeenCalled();
    await screen.findByText('Discard changes?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard changes?')).toBeNull());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Anna');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Discard changes?');
    expect(onHide).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('leaves the dialog open when Escape closes an inner layer (a list or date picker)', () => {
    const onHide = vi.fn();
    render(<Harness onHide={onHide} />);
    const input = screen.getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'layer' } });
    expect(screen.getByTestId('layer')).toBeTruthy();
    escape(input);
    expect(onHide).not.toHaveBeenCalled();
  });
});
