import { Message } from 'primereact/message';
import { Outlet, useParams } from 'react-router-dom';
import { useOrganizationTheme } from '../../lib/theme/org-theme-api';
import { useFeedbackText } from './text';
import './feedback.css';

/**
 * The frame of the pages reached without sign-in (anonymous feedback, print by access token): the
 * organization's colours and custom CSS, no session, no navigation.
 */
export function PublicShell() {
  const { t } = useFeedbackText();
  const { slug = '' } = useParams();
  const theme = useOrganizationTheme(slug);
  if (!theme.loaded) return <div className="dpt-center-page" aria-busy="true" />;
  if (theme.notFound)
    return (
      <main className="dpt-anon">
        <Message severity="warn" text={t('feedbackPage.anonymous.notAvailable')} />
      </main>
    );
  return <Outlet />;
}
