import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '../../features/errors/error-page';
import { completeSignIn, signIn } from './auth-service';
import { SignInFailedPage } from './sign-in-failed-page';
import { signInFailureOf, type SignInFailure } from './sign-in-failure';

/**
 * True when the URL carries an answer of the provider (a code or an error, with its state). Without one,
 * /callback was opened directly (a bookmark, the history): there is nothing to redeem.
 */
function carriesSignInAnswer(url: string): boolean {
  const { hash, search } = new URL(url);
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * /callback: redeems the authorization code from the URL (hash or query, as the provider answers) and returns to
 * where the sign-in began. Opened without an answer of the provider, it starts the sign-in instead of failing; a
 * sign-in that failed after the provider shows what went wrong and a way back, never the 500 page.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [failure, setFailure] = useState<SignInFailure>();

  useEffect(() => {
    let active = true;
    if (!carriesSignInAnswer(window.location.href)) {
      signIn('/').catch((error: unknown) => {
        console.error('Sign-in could not start', error);
        if (active) setFailed(true);
      });
      return () => {
        active = false;
      };
    }
    const url = window.location.href;
    completeSignIn(url)
      .then((returnTo) => active && navigate(returnTo, { replace: true }))
      .catch((error: unknown) => {
        console.error('Sign-in callback failed', error);
        if (active) setFailure(signInFailureOf(error, url));
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  if (failure) return <SignInFailedPage failure={failure} onSignInAgain={() => signIn('/')} />;
  if (failed) return <ErrorPage code={500} />;
  return (
    <div className="dpt-center-page" role="status" aria-live="polite" data-testid="signin-callback">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-hidden />
      <p>{t('loading.signingIn')}</p>
    </div>
  );
}
