import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '../../features/errors/error-page';
import { completeSignIn } from './auth-service';

/** /callback: redeems the authorization code from the URL hash and returns to where the sign-in began. */
export function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    completeSignIn()
      .then((returnTo) => active && navigate(returnTo, { replace: true }))
      .catch((error: unknown) => {
        console.error('Sign-in callback failed', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  if (failed) return <ErrorPage code={500} />;
  return (
    <div className="dpt-center-page" role="status" aria-live="polite" data-testid="signin-callback">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-hidden />
      <p>{t('loading.signingIn')}</p>
    </div>
  );
}
