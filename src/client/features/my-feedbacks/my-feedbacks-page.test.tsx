// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureHttpClient } from '../../api';
import { i18n } from '../../lib/i18n/i18n';
import { renderPage } from '../../test/render-page';
import { MyFeedbacksPage } from './my-feedbacks-page';

/** Lets the process lists through when the test says so: until then the page is loading. */
let release: () => void = () => undefined;
beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  const gate = new Promise<void>((resolve) => (release = resolve));
  configureHttpClient({
    getAccessToken: async () => 'token',
    getOrganization: () => 'demo',
    fetch: async () => {
      await gate;
      return new Response(JSON.stringify({ result: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
});
afterEach(cleanup);

describe('my feedbacks while loading', () => {
  it('shows that it is loading, not "Current 0 / Archive 0"', async () => {
    renderPage(<MyFeedbacksPage />, '/demo/my-feedbacks');
    expect(await screen.findByTestId('my-feedbacks-loading')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Current', 'Archive']);
    expect(screen.queryByText('No current processes')).toBeNull();

    release();
    await waitFor(() => expect(screen.queryByTestId('my-feedbacks-loading')).toBeNull());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Current0', 'Archive0']);
  });
});
