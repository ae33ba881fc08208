import { Button } from 'primereact/button';
import type { DashboardGroup } from '../../../../engine/constants';
import type { FeedbackStatusOption, WorkflowSettings } from '../../../../engine/workflows';
import { addStatus, removeStatus, renameStatus, updateStatus } from '../editor-state';
import { fieldId } from '../field-ids';
import { ANY, feedbackStatusOptions, groupOptions, TEXT_MAX_LENGTH } from '../options';
import { useText } from '../text';
import type { Edit } from '../use-workflow-draft';
import { LocalizedInput } from '../../../components/localized-input';
import { StatusIdInput } from './status-id-input';
import { CellDropdown } from './cell-dropdown';
import { EditorTable, RemoveCell } from './editor-table';

type Props = { settings: WorkflowSettings; onEdit: Edit; hasIssue: (prefix: string) => boolean };

/** The status list: id, dashboard group, names and descriptions in both languages, feedback status. */
export function StatusesTable({ settings, onEdit, hasIssue }: Props) {
  const { t, tIn } = useText();
  const groups = groupOptions(t);
  const feedbackStatuses = feedbackStatusOptions(t);
  const col = (key: string) => t(`workflowEditor.statuses.${key}`);

  return (
    <EditorTable
      titleId="wf-statuses-title"
      title={col('title')}
      tools={
        <Button
          icon="pi pi-plus"
          label={col('add')}
          outlined
          onClick={() =>
            onEdit((s) =>
              addStatus(s, {
                'de-DE': tIn('de-DE', 'workflowEditor.statuses.newName'),
                'en-US': tIn('en-US', 'workflowEditor.statuses.newName'),
              }),
            )
          }
          data-testid="status-add"
        />
      }
      hint={
        <p className="dpt-muted dpt-wf-hint">
          {col('idHint')} {col('removeHint')}
        </p>
      }
      tableClassName="dpt-plain-table dpt-wf-table dpt-wf-statuses"
      testId="statuses-table"
      columns={[col('id'), col('group'), col('names'), col('descriptions'), col('feedbackStatus')]}
      removeColumn={col('removeColumn')}
    >
      {settings.statusList.map((status, index) => {
        const path = `/statusList/${index}`;
        const id = status.statusId;
        return (
          <tr
            key={index}
            className={hasIssue(path) ? 'dpt-wf-row-issue' : ''}
            data-testid={`status-row-${id}`}
          >
            <td>
              <StatusIdInput
                id={fieldId(`${path}/statusId`)}
                label={`${col('id')} (${id})`}
                value={id}
                invalid={hasIssue(`${path}/statusId`)}
                onCommit={(value) => onEdit((s) => renameStatus(s, index, value))}
              />
            </td>
            <td>
              <CellDropdown
                id={fieldId(`${path}/dashboardGroup`)}
                label={`${col('group')} (${id})`}
                value={status.dashboardGroup}
                options={groups}
                className="dpt-wf-group-dropdown"
                onChange={(e) =>
                  onEdit((s) => updateStatus(s, index, { dashboardGroup: e.value as DashboardGroup }))
                }
              />
            </td>
            <td>
              <LocalizedInput
                id={fieldId(`${path}/translations`)}
                label={`${col('names')} ${id}`}
                hideLabel
                className="dpt-wf-localized"
                maxLength={TEXT_MAX_LENGTH}
                value={status.translations}
                onChange={(translations = {}) => onEdit((s) => updateStatus(s, index, { translations }))}
              />
            </td>
            <td className="dpt-wf-description">
              <LocalizedInput
                id={fieldId(`${path}/descriptions`)}
                label={`${col('descriptions')} ${id}`}
                hideLabel
                className="dpt-wf-localized"
                maxLength={TEXT_MAX_LENGTH}
                value={status.descriptions}
                multiline
                onChange={(descriptions = {}) => onEdit((s) => updateStatus(s, index, { descriptions }))}
              />
            </td>
            <td>
              <CellDropdown
                id={fieldId(`${path}/feedbackStatus`)}
                label={`${col('feedbackStatus')} (${id})`}
                value={status.feedbackStatus ?? ANY}
                options={feedbackStatuses}
                className="dpt-wf-feedback-status-dropdown"
                onChange={(e) => {
                  const value = e.value as number;
                  const feedbackStatus = value === ANY ? undefined : (value as FeedbackStatusOption);
                  onEdit((s) => updateStatus(s, index, { feedbackStatus }));
                }}
              />
            </td>
            <RemoveCell
              label={t('workflowEditor.statuses.remove', { id })}
              disabled={settings.statusList.length <= 1}
              onRemove={() => onEdit((s) => removeStatus(s, index))}
            />
          </tr>
        );
      })}
    </EditorTable>
  );
}
