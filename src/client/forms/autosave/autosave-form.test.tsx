// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bilingual, buildElement, buildGroup } from '../../../engine/forms/testing/factories';
import type { FormAnswer } from '../form-answer';
import { renderForm } from '../test-helpers';

// Node cannot load @rjsf/primereact (directory imports of primereact); the kinds' fields do not use its widgets.
vi.mock('@rjsf/primereact', () => ({ Theme: {} }));

afterEach(cleanup);

describe('QuestionnaireForm autosave', () => {
  it('keeps typing in the field and hands the form data the text on blur', () => {
    const onFormDataChange = vi.fn();
    renderForm([buildElement('textQuestion', 'note')], { onFormDataChange });
    const input = screen.getByLabelText('Title note');
    fireEvent.change(input, { target: { value: 'Hel' } });
    fireEvent.change(input, { target: { value: 'Hello' } });
    expect(onFormDataChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onFormDataChange).toHaveBeenLastCalledWith({ note: { comment: 'Hello' } });
  });

  it('saves a click at once and typed text after the pause, and shows the save state', async () => {
    const saved: FormAnswer[] = [];
    const onAnswer = vi.fn(async (answer: FormAnswer) => {
      saved.push(answer);
    });
    renderForm(
      [
        buildElement('scaleQuestion', 'rate', { allowComment: true }),
        buildElement('scaleMatrix', 'grid', { items: [{ id: 'row', index: 0, title: bilingual('Row') }] }),
      ],
      { onAnswer },
    );
    expect(screen.getByTestId('save-state').dataset.state).toBe('idle');
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(saved).toEqual([{ kind: 'item', elementId: 'rate', value: 4 }]);
    fireEvent.click(screen.getAllByRole('radio', { name: 'Row 2' })[0]);
    expect(saved.at(-1)).toEqual({ kind: 'matrix', elementId: 'grid', itemId: 'row', value: 2 });
    const comment = screen.getByLabelText('Comment');
    fireEvent.change(comment, { target: { value: 'Fine' } });
    fireEvent.change(comment, { target: { value: 'Fine work' } });
    await waitFor(() => expect(saved).toHaveLength(3), { timeout: 2_000 });
    expect(saved[2]).toEqual({ kind: 'comment', elementId: 'rate', itemId: null, comment: 'Fine work' });
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.state).toBe('saved'));
    expect(screen.getByTestId('save-state').textContent).toContain('Saved');
  });

  it('adds and removes table rows under a stable row id', async () => {
    const saved: FormAnswer[] = [];
    renderForm(
      [buildElement('tableQuestion', 'list', { items: [{ id: 'c', index: 0, title: bilingual('Column') }] })],
      { onAnswer: async (answer) => void saved.push(answer) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const added = saved[0];
    expect(added).toMatchObject({ kind: 'tableRow', elementId: 'list', cells: {} });
    const cell = screen.getByLabelText('Column (Row 1)');
    fireEvent.change(cell, { target: { value: 'First' } });
    fireEvent.blur(cell);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    const removed = {
      kind: 'tableRowRemoved',
      elementId: 'list',
      rowId: added.kind === 'tableRow' ? added.rowId : '',
    };
    // the removal supersedes the typed cell still waiting for its pause: that text is never sent
    await waitFor(() => expect(saved).toEqual([added, removed]));
    expect(screen.queryByLabelText('Column (Row 1)')).toBeNull();
  });

  it('shows the SPEC message when saving finally fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderForm([buildElement('scaleQuestion', 'rate')], {
        onAnswer: () => Promise.reject(new Error('offline')),
      });
      fireEvent.click(screen.getByRole('radio', { name: '3' }));
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(screen.getByTestId('save-state').dataset.state).toBe('failed'));
      expect(screen.getByRole('alert').textContent).toBe(
        'Your input could not be saved. Please reload the page and try again. If the problem persists, contact an administrator.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not send typing that a condition has just hidden', async () => {
    const saved: FormAnswer[] = [];
    renderForm(
      [
        buildElement('scaleQuestion', 'workload'),
        buildGroup('support', [buildElement('textQuestion', 'wish')], {
          hasCondition: true,
          condition: { elementId: 'workload', operator: 'lessThan', value: 3 },
        }),
      ],
      { onAnswer: async (answer) => void saved.push(answer) },
    );
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    fireEvent.change(await screen.findByLabelText('Title wish'), { target: { value: 'More time' } });
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    await waitFor(() => expect(screen.queryByLabelText('Title wish')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(saved.map((answer) => answer.kind)).toEqual(['item', 'item']);
  });
});
