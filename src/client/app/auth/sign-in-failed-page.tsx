import { Button } from 'primereact/button';
import { useState } from 'react';
import type { SignInFailure } from './sign-in-failure';
import { useSignInText } from './text';

type Props = {
  failure: SignInFailure;
  /** starts a new sign-in (the app's signIn) */
  onSignInAgain: () => Promise<void>;
};

/**
 * The page of a sign-in that failed after the identity provider (an error in the callback, a refused code, a
 * token without the API scope): says what went wrong, with the provider's words, and offers a new sign-in.
 */
export function SignInFailedPage({ failure, onSignInAgain }: Props) {
  const { t } = useSignInText();
  const [starting, setStarting] = useState(false);
  const again = () => {
    setStarting(true);
    onSignInAgain().catch((error: unknown) => {
      console.error('Sign-in could not start', error);
      setStarting(false);
    });
  };
  const detail = failure.kind === 'noApiAccess' ? undefined : failure.detail;
  return (
    <main className="dpt-error-page" data-testid="sign-in-failed-page">
      <i className="pi pi-lock dpt-error-icon" aria-hidden />
      <h1>{t('signInFailed.title')}</h1>
      <p data-testid="sign-in-failed-reason">
        {failure.kind === 'noApiAccess'
          ? t('signInFailed.noApiAccess', { scope: failure.scope })
          : t(`signInFailed.${failure.kind}`)}
      </p>
      {detail && (
        <p data-testid="sign-in-failed-detail" style={{ overflowWrap: 'anywhere' }}>
          {t('signInFailed.detail', { detail })}
        </p>
      )}
      <div className="dpt-error-actions">
        <Button
          label={t('signInFailed.signInAgain')}
          icon="pi pi-sign-in"
          onClick={again}
          loading={starting}
          data-testid="sign-in-again"
        />
      </div>
    </main>
  );
}
