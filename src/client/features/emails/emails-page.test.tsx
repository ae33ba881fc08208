// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderListWithDetail } from '../../test/render-page';
import { EmailsPage } from './emails-page';

let lastList = '';
beforeEach(async () => {
  lastList = '';
  await i18n.changeLanguage('en-US');
  fakeApi((path) => {
    if (!path.startsWith('/Emails?')) return undefined;
    lastList = path;
    const email = {
      id: 4,
      sender: 'noreply@demo.example',
      recipient: 'emil@demo.example',
      subject: 'Invitation',
      sendingDateTime: '2026-01-01T10:00:00Z',
      status: 3,
    };
    return { emails: [email], emailsCount: 60 };
  });
});
afterEach(cleanup);

const listed = () => Object.fromEntries(new URLSearchParams(lastList.split('?')[1]));

describe('the e-mail overview keeps its state in the URL', () => {
  it('finds search, sort and page again after a detail', async () => {
    renderListWithDetail(
      <EmailsPage />,
      { list: '/demo/admin/emails', detail: '/demo/admin/email/:id' },
      '/demo/admin/emails?sort=subject&desc=false&page=3',
    );
    await waitFor(() => expect(listed()).toMatchObject({ pageIndex: '2', sort: 'subject', desc: 'false' }));
    fireEvent.change(screen.getByTestId('emails-search'), { target: { value: 'Invitation' } });
    await waitFor(() => expect(listed()).toMatchObject({ keyword: 'Invitation', pageIndex: '0' }));

    fireEvent.click(await screen.findByTestId('email-link-4'));
    fireEvent.click(await screen.findByText('back'));
    expect(((await screen.findByTestId('emails-search')) as HTMLInputElement).value).toBe('Invitation');
    await waitFor(() =>
      expect(listed()).toMatchObject({ keyword: 'Invitation', sort: 'subject', desc: 'false' }),
    );
  });
});
