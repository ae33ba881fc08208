import { useEffect, useMemo } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { NotFoundError } from '../../api';
import { ErrorPage } from '../../features/errors/error-page';
import { useAuth } from '../auth/auth-provider';
import { isRedirectingToSignIn, signIn } from '../auth/auth-service';
import { HubProvider } from '../hubs/hub-provider';
import { MainLayout } from '../layout/main-layout';
import { LoadingLayer } from '../loading/loading-layer';
import { sessionProgress } from '../loading/session-progress';
import { UnknownPersonError, useSessionQuery } from '../../lib/session/session-api';
import { SessionContext } from '../../lib/session/session-context';
import { useSessionPreferences } from '../session/use-session-preferences';
import { useOrganizationTheme } from '../../lib/theme/org-theme-api';
import { rememberSlug } from '../../lib/session/last-slug';
import { OrganizationEvents } from './organization-events';
import { UnknownPerson } from './unknown-person';

/**
 * Everything under /{slug}: checks that the organization exists (its public colours answer 404 if not),
 * requires sign-in, starts the session with the progress of SPEC §2, then shows the layout — the main one,
 * or none (`bare`) for pages with their own narrow layout such as the print route (SPEC §2).
 */
export function OrgShell({ layout = 'main' }: { layout?: 'main' | 'bare' }) {
  const { slug = '' } = useParams();
  const auth = useAuth();
  const theme = useOrganizationTheme(slug);
  const signedIn = auth.status === 'signedIn';
  const session = useSessionQuery(slug, signedIn && theme.loaded && !theme.notFound);
  const applied = useSessionPreferences(session.data);
  const mustSignIn = auth.status === 'signedOut' && theme.loaded && !theme.notFound;

  useEffect(() => {
    if (mustSignIn) signIn().catch((error: unknown) => console.error('Sign-in could not start', error));
  }, [mustSignIn]);

  useEffect(() => {
    if (session.data) rememberSlug(slug);
  }, [session.data, slug]);

  const context = useMemo(
    () => (session.data ? { session: session.data, slug } : null),
    [session.data, slug],
  );

  if (theme.notFound || session.error instanceof NotFoundError) return <ErrorPage code={404} />;
  if (session.error instanceof UnknownPersonError)
    return (
      <UnknownPerson organizationName={session.error.organizationName} contact={session.error.contact} />
    );
  // null: Initialize failed; a 401 is already on its way to the sign-in, a 403 to /error-403
  if (auth.status === 'error' || (session.data === null && !isRedirectingToSignIn()))
    return <ErrorPage code={500} />;

  const progress = sessionProgress({
    signedIn,
    sessionAnswered: !!session.data,
    preferencesApplied: applied,
  });
  return (
    <>
      <LoadingLayer progress={progress} />
      {context && (
        <SessionContext.Provider value={context}>
          <HubProvider key={slug} slug={slug}>
            <OrganizationEvents />
            {layout === 'main' ? <MainLayout /> : <Outlet />}
          </HubProvider>
        </SessionContext.Provider>
      )}
    </>
  );
}
