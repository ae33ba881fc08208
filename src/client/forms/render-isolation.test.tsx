// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildElement, buildQuestionnaire } from '../../engine/forms/testing/factories';
import type { FormAnswer } from './form-answer';
import { QuestionnaireForm } from './questionnaire-form';

// Node cannot load @rjsf/primereact (directory imports of primereact); the kinds' fields do not use its widgets.
vi.mock('@rjsf/primereact', () => ({ Theme: {} }));

/** How often the RJSF form rendered: each render walks (and deep-compares) its whole tree of fields. */
let formRenders = 0;
vi.mock('./theme/themed-form', async (importOriginal) => {
  const { ThemedForm } = await importOriginal<typeof import('./theme/themed-form')>();
  return {
    ThemedForm: (props: ComponentProps<typeof ThemedForm>) => {
      formRenders += 1;
      return <ThemedForm {...props} />;
    },
  };
});

afterEach(() => {
  cleanup();
  formRenders = 0;
});

const questionnaire = buildQuestionnaire([
  [buildElement('textQuestion', 'a', { commentFieldType: 2 }), buildElement('textQuestion', 'b')],
]);

describe('QuestionnaireForm render isolation', () => {
  it('renders no RJSF tree for a keystroke or the save state it changes', async () => {
    let finish: () => void = () => undefined;
    const onAnswer = vi.fn(
      (_answer: FormAnswer) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const onSaveStateChange = vi.fn();
    render(
      <QuestionnaireForm
        questionnaire={questionnaire}
        locale="en-US"
        mode="edit"
        onAnswer={onAnswer}
        onSaveStateChange={onSaveStateChange}
      />,
    );
    const before = formRenders;
    expect(before).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Title a'), { target: { value: 'H' } });
    expect(screen.getByTestId('save-state').dataset.state).toBe('saving');
    expect(onSaveStateChange).toHaveBeenLastCalledWith('saving');
    expect(formRenders).toBe(before);
    expect((screen.getByLabelText('Title a') as HTMLTextAreaElement).value).toBe('H');

    // the commit after the pause renders the tree (conditions, validation); the save's end does not
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    const committed = formRenders;
    finish();
    await waitFor(() => expect(screen.getByTestId('save-state').dataset.state).toBe('saved'));
    expect(onSaveStateChange).toHaveBeenLastCalledWith('saved');
    expect(formRenders).toBe(committed);
  });

  it('leaves the form alone when its page re-renders with the same props', () => {
    const props = { questionnaire, locale: 'en-US', mode: 'edit' } as const;
    const { rerender } = render(<QuestionnaireForm {...props} />);
    const before = formRenders;
    rerender(<QuestionnaireForm {...props} />);
    expect(formRenders).toBe(before);
    rerender(<QuestionnaireForm {...props} mode="readOnly" />);
    expect(formRenders).toBeGreaterThan(before);
  });
});
