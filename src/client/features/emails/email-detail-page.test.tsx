// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_STATUSES } from '../../../engine/constants';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderPage } from '../../test/render-page';
import { IN_FLIGHT_REFRESH_MS } from './api';
import { EmailDetailPage } from './email-detail-page';

let status: number = EMAIL_STATUSES.sending;
beforeEach(async () => {
  status = EMAIL_STATUSES.sending;
  await i18n.changeLanguage('en-US');
  fakeApi((path) =>
    path === '/Emails/9'
      ? {
          id: 9,
          sender: 'noreply@demo.example',
          recipient: 'emil@demo.example',
          subject: 'Your feedback',
          sendingDateTime: '2026-01-01T10:00:00Z',
          status,
          cc: null,
          bcc: null,
          bodyHtml: null,
          bodyText: 'Hello',
          createdAt: '2026-01-01T10:00:00Z',
          attempts: 1,
          lastError: null,
          resendable: false,
          cancellable: false,
        }
      : undefined,
  );
});
afterEach(cleanup);

describe('an e-mail on its way', () => {
  it('shows its new status once the worker is done, without a reload', async () => {
    renderPage(
      <Routes>
        <Route path="/demo/admin/email/:id" element={<EmailDetailPage />} />
      </Routes>,
      '/demo/admin/email/9',
      { userRoles: ['dpt.email_history.write'] },
    );
    expect((await screen.findByTestId('email-status')).textContent).toBe('Sending');
    status = EMAIL_STATUSES.sent;
    await waitFor(() => expect(screen.getByTestId('email-status').textContent).toBe('Sent'), {
      timeout: IN_FLIGHT_REFRESH_MS * 2,
    });
  });
});
