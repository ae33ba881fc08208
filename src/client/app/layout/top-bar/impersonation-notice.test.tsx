// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../../engine/api/session';
import { ImpersonateButton } from '../../../components/impersonate-button';
import { i18n } from '../../../lib/i18n/i18n';
import { SessionContext } from '../../../lib/session/session-context';
import { buildSession } from '../../../test/session-fixture';
import { ImpersonationNotice } from './impersonation-notice';

afterEach(cleanup);

function withSession(session: SessionInfo, children: ReactNode) {
  return render(
    <SessionContext.Provider value={{ session, slug: 'demo' }}>{children}</SessionContext.Provider>,
  );
}

describe('impersonation in the top bar and the "View as" button', () => {
  it('names who is shown and who acts, with a stop', async () => {
    await i18n.changeLanguage('en-US');
    const session = buildSession({
      firstName: 'Emil',
      lastName: 'Weber',
      isImpersonated: true,
      impersonator: { id: 1, firstName: 'Anna', lastName: 'Albrecht', expiresAt: '2099-01-01T10:00:00Z' },
    });
    withSession(session, <ImpersonationNotice name="Emil Weber" />);
    const notice = screen.getByTestId('impersonation-notice');
    expect(notice.textContent).toContain('Logged in as Emil Weber');
    expect(notice.getAttribute('title')).toContain('Anna Albrecht is signed in');
    expect(screen.getByRole('button', { name: 'Stop impersonating' })).toBeTruthy();
  });

  it('is offered to full administrators only, and asks before it starts', async () => {
    await i18n.changeLanguage('de-DE');
    const props = { userId: 5, refusal: null, name: 'Emil Weber' };
    withSession(buildSession({ isAdmin: false }), <ImpersonateButton {...props} />);
    expect(screen.queryByTestId('impersonate-button')).toBeNull();
    cleanup();
    withSession(buildSession({ isAdmin: true, isImpersonated: true }), <ImpersonateButton {...props} />);
    expect(screen.queryByTestId('impersonate-button')).toBeNull();
    cleanup();

    // a refused employee: the button shows, disabled, with the rule's reason beside it
    withSession(buildSession({ isAdmin: true }), <ImpersonateButton {...props} refusal="ADMINISTRATOR" />);
    expect((screen.getByTestId('impersonate-button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('impersonate-refusal').textContent).toBe(
      'Emil Weber ist Volladministrator:in und kann nicht übernommen werden.',
    );
    cleanup();
    withSession(buildSession({ isAdmin: true }), <ImpersonateButton {...props} />);
    fireEvent.click(screen.getByTestId('impersonate-button'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('höchstens 60 Minuten');
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
  });
});
