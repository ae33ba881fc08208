// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { ActionBar, offeredSteps } from './action-bar';
import type { FeedbackView } from '../../../../engine/api/feedbacks-answers';

const none = {
  read: true,
  edit: false,
  submit: false,
  approve: false,
  veto: false,
  setTalkDate: false,
  comment: false,
  close: false,
  setStatus: false,
};

function view(actions: Partial<typeof none>, comparisonReadable: boolean): FeedbackView {
  return {
    allowedActions: { ...none, ...actions },
    form: { id: 1 },
    feedback: { id: 11 },
    process: {
      talkDate: null,
      feedbacks: [{ id: 14, feedbackType: 4, canRead: comparisonReadable }],
    },
  } as unknown as FeedbackView;
}

function renderBar(v: FeedbackView) {
  const noop = vi.fn();
  render(
    <MemoryRouter>
      <ActionBar
        view={v}
        slug="demo"
        busy={null}
        onSubmit={noop}
        onApprove={noop}
        onVeto={noop}
        onTalkDate={noop}
      />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('the action bar', () => {
  it('offers exactly the steps the server allows now', () => {
    expect(offeredSteps({ ...none, submit: true, setTalkDate: true }, true)).toEqual(['submit', 'talkDate']);
    expect(offeredSteps({ ...none, submit: true }, false)).toEqual([]);
    expect(offeredSteps({ ...none, approve: true, veto: true }, true)).toEqual(['approve', 'veto']);
  });

  it('shows the allowed buttons, the comparison when readable and the print link', async () => {
    await i18n.changeLanguage('en-US');
    renderBar(view({ approve: true, veto: true }, true));
    expect(screen.getByTestId('action-approve').textContent).toContain('Confirm');
    expect(screen.getByTestId('action-veto').textContent).toContain('Veto');
    expect(screen.queryByTestId('action-submit')).toBeNull();
    expect(screen.getByTestId('action-comparison').getAttribute('href')).toBe('/demo/feedback/14');
    expect(screen.getByTestId('action-print').getAttribute('href')).toBe('/demo/print/11');
  });

  it('hides the comparison the caller may not read yet', async () => {
    await i18n.changeLanguage('de-DE');
    renderBar(view({ submit: true }, false));
    expect(screen.getByTestId('action-submit').textContent).toContain('Abgeben');
    expect(screen.queryByTestId('action-comparison')).toBeNull();
  });
});
