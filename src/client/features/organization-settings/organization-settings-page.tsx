import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { MAX_ANONYMITY_THRESHOLD, MIN_ANONYMITY_THRESHOLD } from '../../../engine/anonymity';
import { mutate as revalidate } from 'swr';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { sessionKey } from '../../lib/session/session-api';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import type { OrganizationSettings } from '../../../engine/api/organization-settings';
import { EMAIL_ADDRESS_MAX_LENGTH } from '../../../engine/constants';
import { saveOrganizationSettings, settingsKey, useOrganizationSettings } from './api';
import { useOrganizationSettingsText } from './text';
import './organization-settings.css';
import { Page } from '../../components/page';

/** Pure. Empty, or one address of the form name@host.tld (the server checks the full format again). */
const isValidFeedbackMail = (value: string) =>
  value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** The settings form, started from the stored settings. */
function SettingsForm({ initial }: { initial: OrganizationSettings }) {
  const { t } = useOrganizationSettingsText();
  const { slug } = useSession();
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const [base, setBase] = useState(initial);
  const dirty =
    draft.feedbackMail !== base.feedbackMail ||
    draft.reportingAnonymityThreshold !== base.reportingAnonymityThreshold;
  const mailInvalid = !isValidFeedbackMail(draft.feedbackMail);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (mailInvalid) return;
    setSaving(true);
    const saved = await saveOrganizationSettings({
      feedbackMail: draft.feedbackMail.trim(),
      reportingAnonymityThreshold: draft.reportingAnonymityThreshold,
    });
    setSaving(false);
    if (!saved) {
      toast.showError('errors.notSaved');
      return;
    }
    setDraft(saved);
    setBase(saved);
    setTried(false);
    await revalidate(settingsKey(slug), saved, { revalidate: false });
    await revalidate(sessionKey(slug));
    toast.showSuccess(t('organizationSettings.saved'));
  };

  return (
    <form className="dpt-card dpt-os-form" onSubmit={(e) => void submit(e)} noValidate>
      <UnsavedChangesGuard dirty={dirty && !saving} />
      <div className="dpt-os-field">
        <label htmlFor="dpt-os-feedback-mail">{t('organizationSettings.feedbackMail.label')}</label>
        <InputText
          id="dpt-os-feedback-mail"
          type="email"
          value={draft.feedbackMail}
          maxLength={EMAIL_ADDRESS_MAX_LENGTH}
          onChange={(e) => setDraft({ ...draft, feedbackMail: e.target.value })}
          invalid={tried && mailInvalid}
          aria-describedby="dpt-os-feedback-mail-help"
          data-testid="feedback-mail-input"
        />
        <small id="dpt-os-feedback-mail-help" className="dpt-muted">
          {tried && mailInvalid ? (
            <span className="p-error" role="alert">
              {t('organizationSettings.feedbackMail.invalid')}
            </span>
          ) : (
            t('organizationSettings.feedbackMail.help')
          )}
        </small>
      </div>
      <div className="dpt-os-field">
        <label htmlFor="dpt-os-threshold">{t('organizationSettings.threshold.label')}</label>
        <InputNumber
          inputId="dpt-os-threshold"
          value={draft.reportingAnonymityThreshold}
          min={MIN_ANONYMITY_THRESHOLD}
          max={MAX_ANONYMITY_THRESHOLD}
          showButtons
          onValueChange={(e) =>
            setDraft({ ...draft, reportingAnonymityThreshold: e.value ?? draft.reportingAnonymityThreshold })
          }
          aria-describedby="dpt-os-threshold-help"
          data-testid="reporting-threshold-input"
        />
        <small id="dpt-os-threshold-help" className="dpt-muted">
          {t('organizationSettings.threshold.help')}
        </small>
      </div>
      <div>
        <Button
          type="submit"
          icon="pi pi-check"
          label={t('organizationSettings.save')}
          loading={saving}
          data-testid="organization-settings-save"
        />
      </div>
    </form>
  );
}

/**
 * /{slug}/admin/organization (full administrators): the organization's own settings. Each setting is one field
 * of the form; saving sends the fields, and the session reloads so that the top bar shows them.
 */
export function OrganizationSettingsPage() {
  const { t } = useOrganizationSettingsText();
  const { slug } = useSession();
  const { data, isLoading } = useOrganizationSettings(slug);
  return (
    <Page title={t('organizationSettings.title')} testId="organization-settings-page" className="dpt-os-page">
      <p className="dpt-muted">{t('organizationSettings.intro')}</p>
      {!isLoading && data === null && (
        <Message severity="error" text={t('organizationSettings.loadFailed')} />
      )}
      {data && <SettingsForm initial={data} />}
    </Page>
  );
}
