// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildElement } from '../../../engine/forms/testing/factories';
import type { FeedbackValues } from '../../../engine/forms/answer-types';
import type { FormAnswer } from '../form-answer';
import { renderForm } from '../test-helpers';

// Node cannot load @rjsf/primereact (directory imports of primereact); the kinds' fields do not use its widgets.
vi.mock('@rjsf/primereact', () => ({ Theme: {} }));

afterEach(cleanup);

const dateQuestion = buildElement('textQuestion', 'start', { commentFieldType: 3 });

function renderDateForm(values?: FeedbackValues) {
  const saved: FormAnswer[] = [];
  const onFormDataChange = vi.fn();
  renderForm([dateQuestion], { values, onFormDataChange, onAnswer: async (a) => void saved.push(a) });
  return { saved, onFormDataChange, input: screen.getByLabelText('Title start') as HTMLInputElement };
}

describe('DateInput', () => {
  it('shows the stored date as DD.MM.YYYY and stores a typed date as ISO', async () => {
    const stored = { itemValues: [], matrixValues: [], tableItems: [], careerData: [] };
    const { input, saved, onFormDataChange } = renderDateForm({
      ...stored,
      comments: [{ elementId: 'start', itemId: null, comment: '2026-04-01' }],
    });
    expect(input.value).toBe('01.04.2026');
    fireEvent.change(input, { target: { value: '15.05.20' } });
    expect(onFormDataChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '15.05.2026' } });
    expect(onFormDataChange).toHaveBeenLastCalledWith({ start: { comment: '2026-05-15' } });
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ kind: 'comment', comment: '2026-05-15' }));
  });

  it('keeps an impossible date with a message instead of reverting it, and clears on empty text', () => {
    const { input, onFormDataChange } = renderDateForm();
    fireEvent.change(input, { target: { value: '31.02.2027' } });
    fireEvent.blur(input);
    expect(input.value).toBe('31.02.2027');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid date in the format DD.MM.YYYY.');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(onFormDataChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '01.02.2026' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: '' } });
    expect(onFormDataChange).toHaveBeenLastCalledWith({ start: {} });
  });

  it('opens the calendar from its button or Alt+Down, picks a day and closes on Escape', () => {
    const { input, onFormDataChange } = renderDateForm();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a date' }));
    const picker = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(screen.getByRole('button', { name: 'Choose a date' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(picker).getByText('Today'));
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(onFormDataChange).toHaveBeenLastCalledWith({ start: { comment: iso } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(input);

    fireEvent.keyDown(input, { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
