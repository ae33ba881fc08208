import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { areaAccess } from '../../../engine/access';
import { useDateFormat } from '../../lib/i18n/use-date-format';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import type { EmailDetail } from '../../../engine/api/emails';
import { changeEmail, useEmail } from './api';
import { EmailStatusTag } from './components/email-status-tag';
import { useEmailsText } from './text';
import './emails.css';

/**
 * The body of an e-mail, shown so that nothing in it runs: HTML in a frame sandboxed without any permission
 * (no scripts, no forms, no navigation, an origin of its own; the app's Content-Security-Policy keeps remote
 * images out too), and the text part as text.
 */
function EmailBody({ email }: { email: EmailDetail }) {
  const { t } = useEmailsText();
  const text = (
    <pre className="dpt-email-text" data-testid="email-body-text">
      {email.bodyText}
    </pre>
  );
  if (!email.bodyHtml) return text;
  return (
    <TabView>
      <TabPanel header={t('emails.detail.html')}>
        <iframe
          className="dpt-email-frame"
          sandbox=""
          srcDoc={email.bodyHtml}
          title={t('emails.detail.frameTitle')}
          referrerPolicy="no-referrer"
          data-testid="email-body-html"
        />
      </TabPanel>
      <TabPanel header={t('emails.detail.text')}>{text}</TabPanel>
    </TabView>
  );
}

/** /{slug}/admin/email/{id} (email_history area): one e-mail with cc, bcc and body; resend or cancel it. */
export function EmailDetailPage() {
  const { t } = useEmailsText();
  const dates = useDateFormat();
  const { slug, session } = useSession();
  const toast = useToast();
  const id = Number(useParams().id);
  const { data: email, isLoading, mutate } = useEmail(slug, id);
  const [busy, setBusy] = useState(false);
  const mayWrite = areaAccess(session.userRoles, 'email_history').write;

  const change = async (action: 'resend' | 'cancel') => {
    setBusy(true);
    const changed = await changeEmail(id, action);
    setBusy(false);
    if (changed) {
      await mutate(changed, { revalidate: false });
      toast.showSuccess(t(action === 'resend' ? 'emails.detail.resent' : 'emails.detail.cancelled'));
    } else {
      await mutate();
      toast.showError();
    }
  };

  const row = (label: string, value: string | number | null, testId?: string) =>
    value === null || value === '' ? null : (
      <>
        <dt>{label}</dt>
        <dd data-testid={testId}>{value}</dd>
      </>
    );

  return (
    <section className="dpt-page dpt-email-page" data-testid="email-detail-page">
      <Link to={`/${slug}/admin/emails`} className="dpt-back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('emails.detail.back')}
      </Link>
      {!isLoading && !email && <Message severity="warn" text={t('emails.detail.notFound')} />}
      {email && (
        <>
          <header className="dpt-page-header">
            <h1 data-testid="email-subject">{email.subject}</h1>
            <EmailStatusTag status={email.status} />
          </header>
          <div className="dpt-card">
            <dl className="dpt-email-meta">
              {row(t('emails.detail.sender'), email.sender)}
              {row(t('emails.detail.recipient'), email.recipient, 'email-recipient')}
              {row(t('emails.detail.cc'), email.cc)}
              {row(t('emails.detail.bcc'), email.bcc)}
              {row(t('emails.detail.sendingDateTime'), dates.dateTime(email.sendingDateTime))}
              {row(t('emails.detail.createdAt'), dates.dateTime(email.createdAt))}
              {row(t('emails.detail.attempts'), email.attempts)}
              {row(t('emails.detail.lastError'), email.lastError)}
            </dl>
            {mayWrite && (email.resendable || email.cancellable) && (
              <div className="dpt-email-actions">
                {email.resendable && (
                  <Button
                    icon="pi pi-replay"
                    label={t('emails.detail.resend')}
                    onClick={() => void change('resend')}
                    loading={busy}
                    data-testid="email-resend"
                  />
                )}
                {email.cancellable && (
                  <Button
                    icon="pi pi-times"
                    severity="danger"
                    outlined
                    label={t('emails.detail.cancel')}
                    onClick={() => void change('cancel')}
                    loading={busy}
                    data-testid="email-cancel"
                  />
                )}
              </div>
            )}
            <h2 className="dpt-email-body-title">{t('emails.detail.body')}</h2>
            <EmailBody email={email} />
          </div>
        </>
      )}
    </section>
  );
}
