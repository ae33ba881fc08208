// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ErrorResponse } from 'oidc-client-ts';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { CallbackPage } from './callback-page';
import { SignInFailedError } from './sign-in-failure';

const auth = vi.hoisted(() => ({ completeSignIn: vi.fn(), signIn: vi.fn() }));
vi.mock('./auth-service', () => auth);

const renderAt = (url: string) => {
  window.history.replaceState(null, '', url);
  return render(
    <MemoryRouter initialEntries={['/callback']}>
      <CallbackPage />
    </MemoryRouter>,
  );
};

describe('CallbackPage after a failed sign-in', () => {
  beforeEach(async () => {
    auth.completeSignIn.mockReset();
    auth.signIn.mockReset().mockResolvedValue(undefined);
    await i18n.changeLanguage('de-DE');
  });
  afterEach(cleanup);

  it('says the provider refused, with its words, and offers "Erneut anmelden" instead of the 500 page', async () => {
    auth.completeSignIn.mockRejectedValue(
      new ErrorResponse({ error: 'access_denied', error_description: 'Der Benutzer hat abgebrochen' }),
    );
    renderAt('/callback?error=access_denied&error_description=Der%20Benutzer%20hat%20abgebrochen&state=s');
    expect(await screen.findByTestId('sign-in-failed-page')).toBeTruthy();
    expect(screen.getByTestId('sign-in-failed-reason').textContent).toBe(
      'Der Anmeldedienst hat die Anmeldung abgelehnt.',
    );
    expect(screen.getByTestId('sign-in-failed-detail').textContent).toContain('Der Benutzer hat abgebrochen');
    expect(screen.queryByText('500')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    expect(auth.signIn).toHaveBeenCalledWith('/');
  });

  it('names the missing API permission, in English too', async () => {
    await i18n.changeLanguage('en-US');
    auth.completeSignIn.mockRejectedValue(new SignInFailedError({ kind: 'noApiAccess', scope: 'dpt-api' }));
    renderAt('/callback#code=c&state=s');
    expect((await screen.findByTestId('sign-in-failed-reason')).textContent).toContain('dpt-api');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
  });

  it('says the code was not accepted when the provider refused to redeem it', async () => {
    auth.completeSignIn.mockRejectedValue(
      new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
    );
    renderAt('/callback?code=c&state=s');
    expect((await screen.findByTestId('sign-in-failed-reason')).textContent).toContain(
      'Die Anmeldung konnte nicht abgeschlossen werden.',
    );
    expect(screen.getByTestId('sign-in-failed-detail').textContent).toContain('grant request is invalid');
  });
});
