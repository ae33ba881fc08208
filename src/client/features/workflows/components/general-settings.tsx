import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { RadioButton } from 'primereact/radiobutton';
import type { DonorRole } from '../../../../engine/access';
import { CONCLUSION_TYPES, FEEDBACK_TYPE_IDS, type FeedbackType } from '../../../../engine/constants';
import type { WorkflowSettings } from '../../../../engine/workflows';
import { fieldId } from '../field-ids';
import {
  ANY,
  DONOR_ROLE_IDS,
  feedbackTypeLabel,
  roleLabel,
  statusOptions,
  TEXT_MAX_LENGTH,
  withMissing,
} from '../options';
import { useText } from '../text';
import type { Edit } from '../use-workflow-draft';
import { LocalizedInput } from '../../../components/localized-input';

type Props = { settings: WorkflowSettings; onEdit: Edit; hasIssue: (prefix: string) => boolean };

const toggle = <T,>(list: readonly T[], value: T, on: boolean) =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

/** Name, start and end statuses, creators, conclusion, visibility flags and allowed feedback types. */
export function GeneralSettings({ settings, onEdit, hasIssue }: Props) {
  const { t, locale } = useText();
  const label = (key: string) => t(`workflowEditor.settings.${key}`);
  const statuses = statusOptions(settings, locale);
  const statusField = (key: 'initialStatus' | 'finalStatus') => (
    <div className="dpt-wf-field">
      <label htmlFor={fieldId(`/${key}`)}>{label(key)}</label>
      <Dropdown
        inputId={fieldId(`/${key}`)}
        value={settings[key]}
        options={withMissing(statuses, settings[key])}
        invalid={hasIssue(`/${key}`)}
        onChange={(e) => onEdit((s) => ({ ...s, [key]: e.value as number }))}
        data-testid={`settings-${key}`}
      />
    </div>
  );

  return (
    <div className="dpt-wf-settings">
      <fieldset className="dpt-card">
        <legend>{label('general')}</legend>
        <LocalizedInput
          id={fieldId('/name')}
          label={t('workflowEditor.list.name')}
          className="dpt-wf-localized"
          maxLength={TEXT_MAX_LENGTH}
          value={settings.name}
          onChange={(name = {}) => onEdit((s) => ({ ...s, name }))}
        />
      </fieldset>
      <fieldset className="dpt-card">
        <legend>{label('statuses')}</legend>
        {statusField('initialStatus')}
        {statusField('finalStatus')}
        <div className="dpt-wf-field">
          <label htmlFor={fieldId('/closedStatus')}>{label('closedStatus')}</label>
          <Dropdown
            inputId={fieldId('/closedStatus')}
            value={settings.closedStatus ?? ANY}
            options={[
              { value: ANY, label: label('closedAutomatic') },
              ...withMissing(statuses, settings.closedStatus ?? statuses[0]?.value ?? 0),
            ]}
            invalid={hasIssue('/closedStatus')}
            onChange={(e) =>
              onEdit(({ closedStatus: _old, ...s }) =>
                e.value === ANY ? s : { ...s, closedStatus: e.value as number },
              )
            }
          />
        </div>
      </fieldset>
      <fieldset className="dpt-card">
        <legend>{label('creators')}</legend>
        <div className="dpt-wf-checks" id={fieldId('/creators')} tabIndex={-1}>
          {DONOR_ROLE_IDS.map((role) => (
            <div key={role} className="dpt-wf-check">
              <Checkbox
                inputId={`wf-creator-${role}`}
                checked={settings.creators.includes(role)}
                onChange={(e) =>
                  onEdit((s) => ({
                    ...s,
                    creators: toggle<DonorRole>(s.creators, role, e.checked === true).sort((a, b) => a - b),
                  }))
                }
              />
              <label htmlFor={`wf-creator-${role}`}>{roleLabel(t, role)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="dpt-card">
        <legend>{label('conclusion')}</legend>
        <div className="dpt-wf-field">
          <span className="dpt-wf-field-label" id="wf-conclusion-type">
            {label('conclusionType')}
          </span>
          <div className="dpt-wf-checks" role="radiogroup" aria-labelledby="wf-conclusion-type">
            {CONCLUSION_TYPES.map((type) => (
              <div key={type} className="dpt-wf-check">
                <RadioButton
                  inputId={`wf-conclusion-${type}`}
                  name="conclusionType"
                  value={type}
                  checked={settings.conclusionType === type}
                  onChange={() => onEdit((s) => ({ ...s, conclusionType: type }))}
                />
                <label htmlFor={`wf-conclusion-${type}`}>{t(`workflowEditor.conclusionTypes.${type}`)}</label>
              </div>
            ))}
          </div>
        </div>
        <div className="dpt-wf-field">
          <label htmlFor={fieldId('/alternateConclusionFormId')}>{label('alternateForm')}</label>
          <InputNumber
            inputId={fieldId('/alternateConclusionFormId')}
            value={settings.alternateConclusionFormId}
            min={1}
            useGrouping={false}
            onValueChange={(e) => onEdit((s) => ({ ...s, alternateConclusionFormId: e.value ?? null }))}
          />
        </div>
        <LocalizedInput
          id={fieldId('/alternateConclusionTitle')}
          label={label('alternateTitle')}
          className="dpt-wf-localized"
          maxLength={TEXT_MAX_LENGTH}
          value={settings.alternateConclusionTitle}
          onChange={(title) => onEdit((s) => ({ ...s, alternateConclusionTitle: title ?? null }))}
        />
      </fieldset>
      <fieldset className="dpt-card">
        <legend>{label('visibility')}</legend>
        {(['hideFromRecipient', 'hideInProcessList'] as const).map((flag) => (
          <div key={flag} className="dpt-wf-check">
            <Checkbox
              inputId={fieldId(`/${flag}`)}
              checked={settings[flag]}
              onChange={(e) => onEdit((s) => ({ ...s, [flag]: e.checked === true }))}
            />
            <label htmlFor={fieldId(`/${flag}`)}>{label(flag)}</label>
          </div>
        ))}
      </fieldset>
      <fieldset className="dpt-card">
        <legend>{label('allowedFeedbackTypes')}</legend>
        <div className="dpt-wf-checks" id={fieldId('/allowedFeedbackTypes')} tabIndex={-1}>
          {FEEDBACK_TYPE_IDS.map((type) => (
            <div key={type} className="dpt-wf-check">
              <Checkbox
                inputId={`wf-allowed-${type}`}
                checked={settings.allowedFeedbackTypes.includes(type)}
                onChange={(e) =>
                  onEdit((s) => ({
                    ...s,
                    allowedFeedbackTypes: toggle<FeedbackType>(
                      s.allowedFeedbackTypes,
                      type,
                      e.checked === true,
                    ).sort((a, b) => a - b),
                  }))
                }
              />
              <label htmlFor={`wf-allowed-${type}`}>
                {type} · {feedbackTypeLabel(t, type)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
