import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import useSWR from 'swr';
import { http } from '../../api';
import { ErrorPage } from '../../features/errors/error-page';
import { useAuth } from '../auth/auth-provider';
import { signIn } from '../auth/auth-service';
import { LoadingLayer } from '../loading/loading-layer';
import { lastSlug } from '../../lib/session/last-slug';
import { UnknownPerson } from './unknown-person';
import type { Organizations } from '../../../engine/api/session';

/**
 * `/`: signs in, then opens the dashboard of the organization last used in this browser when the user
 * belongs to it, otherwise of the user's first organization.
 */
export function RootRedirect() {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const { data, error } = useSWR(signedIn ? '/Session/Organizations' : null, (path: string) =>
    http.get<Organizations>(path),
  );

  useEffect(() => {
    if (auth.status === 'signedOut')
      signIn('/').catch((e: unknown) => console.error('Sign-in could not start', e));
  }, [auth.status]);

  if (auth.status === 'error' || error || data === null) return <ErrorPage code={500} />;
  if (!data) return <LoadingLayer progress={signedIn ? 20 : 0} />;
  const slugs = data.organizations.map((o) => o.slug);
  // signed in at the identity provider, but no organization knows the person: say so (docs/deployment.md)
  if (slugs.length === 0) return <UnknownPerson />;
  const last = lastSlug();
  return <Navigate to={`/${slugs.includes(last) ? last : slugs[0]}/dashboard`} replace />;
}
