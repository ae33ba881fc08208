import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import type { FeedbackType } from '../../../../engine/constants';
import { statusLabel, type WorkflowSettings } from '../../../../engine/workflows';
import { accessEntryIndex, removeAccessEntry } from '../editor-state';
import { fieldId } from '../field-ids';
import { ANY, DONOR_ROLE_IDS, feedbackTypeLabel, fromOptionValue, roleLabel } from '../options';
import { useText } from '../text';
import type { Edit } from '../use-workflow-draft';
import { AccessCell } from './access-cell';

type Props = {
  settings: WorkflowSettings;
  onEdit: Edit;
  /** the feedback type shown (ANY = the entries for every feedback type) */
  view: number;
  onView: (view: number) => void;
  hasIssue: (prefix: string) => boolean;
};

/** Status × donor role rights for one feedback type at a time, plus the entries a cell cannot show. */
export function AccessMatrix({ settings, onEdit, view, onView, hasIssue }: Props) {
  const { t, locale } = useText();
  const types = [
    ...new Set([...settings.allowedFeedbackTypes, ...settings.userAccess.map((e) => e.feedbackType)]),
  ]
    .filter((type): type is FeedbackType => type !== null)
    .sort((a, b) => a - b);
  const options = [ANY, ...types].map((value) => ({
    value,
    label: feedbackTypeLabel(t, fromOptionValue(value)),
  }));
  const feedbackType = fromOptionValue(view);
  const statuses = settings.statusList.filter(
    (s, i) => settings.statusList.findIndex((o) => o.statusId === s.statusId) === i,
  );
  const known = new Set(statuses.map((s) => s.statusId));
  const others = settings.userAccess
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry, index }) => !known.has(entry.statusId) || accessEntryIndex(settings, entry) !== index);

  return (
    <div className="dpt-card dpt-wf-section">
      <h2 className="dpt-panel-title" id="wf-access-title">
        {t('workflowEditor.access.title')}
      </h2>
      <p className="dpt-muted dpt-wf-hint">{t('workflowEditor.access.description')}</p>
      <div className="dpt-wf-toolbar">
        <span id="wf-access-type">{t('workflowEditor.access.feedbackType')}</span>
        <SelectButton
          value={view}
          options={options}
          allowEmpty={false}
          onChange={(e) => onView(e.value as number)}
          ariaLabelledBy="wf-access-type"
          data-testid="access-feedback-type"
        />
      </div>
      <div className="dpt-wf-table-scroll">
        <table
          className="dpt-plain-table dpt-wf-table dpt-wf-access"
          aria-labelledby="wf-access-title"
          data-testid="access-matrix"
        >
          <thead>
            <tr>
              <th scope="col">{t('workflowEditor.access.status')}</th>
              {DONOR_ROLE_IDS.map((role) => (
                <th scope="col" key={role}>
                  {roleLabel(t, role)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statuses.map((status) => (
              <tr key={status.statusId}>
                <th scope="row">
                  {status.statusId} · {statusLabel(settings, status.statusId, locale)}
                </th>
                {DONOR_ROLE_IDS.map((role) => (
                  <AccessCell
                    key={role}
                    settings={settings}
                    statusId={status.statusId}
                    donorRole={role}
                    feedbackType={feedbackType}
                    onEdit={onEdit}
                    hasIssue={hasIssue}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others.length > 0 && (
        <div className="dpt-wf-others" data-testid="access-others">
          <h3 className="dpt-panel-title">{t('workflowEditor.access.others')}</h3>
          <p className="dpt-muted">{t('workflowEditor.access.othersHint')}</p>
          <ul>
            {others.map(({ entry, index }) => (
              <li key={index} className={hasIssue(`/userAccess/${index}`) ? 'dpt-wf-row-issue' : ''}>
                <span>
                  {t('workflowEditor.access.entry', {
                    index,
                    status: entry.statusId,
                    role: roleLabel(t, entry.donorRole),
                    feedbackType: feedbackTypeLabel(t, entry.feedbackType),
                  })}
                </span>
                <Button
                  id={fieldId(`/userAccess/${index}`)}
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={t('workflowEditor.access.removeEntry', { index })}
                  onClick={() => onEdit((s) => removeAccessEntry(s, index))}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
