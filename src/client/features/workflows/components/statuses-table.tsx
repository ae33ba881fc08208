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

type Props = { settings: WorkflowSettings; onEdit: Edit; hasIssue: (prefix: string) => boolean };

/** The status list: id, dashboard group, names and descriptions in both languages, feedback status. */
export function StatusesTable({ settings, onEdit, hasIssue }: Props) {
  const { t, tIn } = useText();
  const groups = groupOptions(t);
  const feedbackStatuses = feedbackStatusOptions(t);
  const col = (key: string) => t(`workflowEditor.statuses.${key}`);

  return (
    <div className="dpt-card dpt-wf-section">
      <div className="dpt-wf-toolbar">
        <h2 className="dpt-panel-title" id="wf-statuses-title">
          {col('title')}
        </h2>
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
      </div>
      <p className="dpt-muted dpt-wf-hint">
        {col('idHint')} {col('removeHint')}
      </p>
      <div className="dpt-wf-table-scroll">
        <table
          className="dpt-wf-table dpt-wf-statuses"
          aria-labelledby="wf-statuses-title"
          data-testid="statuses-table"
        >
          <thead>
            <tr>
              <th scope="col">{col('id')}</th>
              <th scope="col">{col('group')}</th>
              <th scope="col">{col('names')}</th>
              <th scope="col">{col('descriptions')}</th>
              <th scope="col">{col('feedbackStatus')}</th>
              <th scope="col">
                <span className="dpt-visually-hidden">{col('removeColumn')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
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
                      onChange={(translations = {}) =>
                        onEdit((s) => updateStatus(s, index, { translations }))
                      }
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
                      onChange={(descriptions = {}) =>
                        onEdit((s) => updateStatus(s, index, { descriptions }))
                      }
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
                  <td>
                    <Button
                      icon="pi pi-trash"
                      text
                      severity="danger"
                      disabled={settings.statusList.length <= 1}
                      aria-label={t('workflowEditor.statuses.remove', { id })}
                      onClick={() => onEdit((s) => removeStatus(s, index))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
