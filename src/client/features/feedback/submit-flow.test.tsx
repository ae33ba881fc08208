// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderPage } from '../../test/render-page';
import { AnonymousFeedbackPage } from './anonymous-page';
import type { CommentValue } from '../../../engine/forms/answer-types';

const form = {
  id: 1,
  correlationId: 'submit-flow',
  version: 1,
  name: 'Pulse',
  questionnaireType: 1,
  isDraft: false,
  pages: [
    {
      id: 'p1',
      pageIndex: 0,
      title: { 'en-US': 'Page' },
      elements: [
        {
          id: 'role',
          index: 0,
          type: 'textQuestion',
          title: { 'de-DE': 'Ihre Rolle', 'en-US': 'Your role' },
          commentFieldType: 1,
          mandatoryComment: true,
        },
      ],
    },
  ],
};

const view = (comments: CommentValue[]) => ({
  feedback: { id: 5, updatedAt: '2026-01-01T00:00:00Z', isSubmitted: false, vetoComment: null },
  form,
  values: { itemValues: [], matrixValues: [], comments, tableItems: [], careerData: [] },
  reviewData: [],
  comparison: null,
  allowedActions: { edit: true, submit: true },
  access: {},
  donorRoles: [],
});

let answered: CommentValue[] = [];
let submits = 0;
beforeEach(async () => {
  answered = [];
  submits = 0;
  await i18n.changeLanguage('en-US');
  fakeApi((path, init) => {
    if (path.startsWith('/Feedbacks?feedbackId=5')) return view(answered);
    if (path === '/Feedbacks/Submit' && init?.method === 'POST') {
      submits += 1;
      return { feedback: { id: 5 } };
    }
    return undefined;
  });
});
afterEach(cleanup);

const open = () =>
  renderPage(
    <Routes>
      <Route path="/:slug/feedback/anonymous/:id/:accessToken" element={<AnonymousFeedbackPage />} />
    </Routes>,
    '/demo/feedback/anonymous/5/token',
  );

describe('the submit flow (anonymous form, the same as every feedback form)', () => {
  it('checks first: missing answers are listed and focused, nothing is confirmed or sent', async () => {
    open();
    fireEvent.click(await screen.findByTestId('anonymous-submit'));
    const list = await screen.findByTestId('missing-answers');
    expect(list.textContent).toContain('Your role');
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(screen.queryByText('Submit the feedback?')).toBeNull();
    expect(submits).toBe(0);
  });

  it('then confirms ("cannot be changed afterwards") and sends only when accepted', async () => {
    answered = [{ elementId: 'role', itemId: null, comment: 'Team lead' }];
    open();
    fireEvent.click(await screen.findByTestId('anonymous-submit'));
    expect(await screen.findByText('Submit the feedback?')).toBeTruthy();
    expect(screen.queryByTestId('missing-answers')).toBeNull();
    expect(submits).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits).toBe(1));
  });
});
