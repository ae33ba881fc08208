import { NoticePage } from '../../components/notice-page';
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
  const detail = failure.kind === 'noApiAccess' ? undefined : failure.detail;
  return (
    <NoticePage
      testId="sign-in-failed-page"
      icon="pi pi-lock"
      title={t('signInFailed.title')}
      action={{
        label: t('signInFailed.signInAgain'),
        icon: 'pi pi-sign-in',
        testId: 'sign-in-again',
        run: onSignInAgain,
        failure: 'Sign-in could not start',
      }}
    >
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
    </NoticePage>
  );
}
