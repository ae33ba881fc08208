import { Checkbox } from 'primereact/checkbox';
import type { DonorRole } from '../../../../engine/access';
import type { FeedbackType } from '../../../../engine/constants';
import { ACCESS_RIGHTS, type WorkflowSettings } from '../../../../engine/workflows';
import { cellRights, setAccessRight } from '../editor-state';
import { fieldId } from '../field-ids';
import { roleLabel } from '../options';
import { useText } from '../text';
import type { Edit } from '../use-workflow-draft';

type Props = {
  settings: WorkflowSettings;
  statusId: number;
  donorRole: DonorRole;
  feedbackType: FeedbackType | null;
  onEdit: Edit;
  hasIssue: (prefix: string) => boolean;
};

/** The five rights of one donor role in one status, as small lettered checkboxes. */
export function AccessCell({ settings, statusId, donorRole, feedbackType, onEdit, hasIssue }: Props) {
  const { t } = useText();
  const cell = { statusId, donorRole, feedbackType };
  const { rights, index, inherited } = cellRights(settings, cell);
  const role = roleLabel(t, donorRole);
  const issue = index >= 0 && hasIssue(`/userAccess/${index}`);
  const classes = `dpt-wf-access-cell${inherited ? ' dpt-wf-inherited' : ''}${issue ? ' dpt-wf-cell-issue' : ''}`;
  return (
    <td className={classes} title={inherited ? t('workflowEditor.access.inherited') : undefined}>
      <div className="dpt-wf-rights">
        {ACCESS_RIGHTS.map((right, i) => {
          const id =
            i === 0 && index >= 0
              ? fieldId(`/userAccess/${index}`)
              : `wf-access-${statusId}-${donorRole}-${feedbackType ?? 'any'}-${right}`;
          const name = t(`workflows.rights.${right}`);
          return (
            <label key={right} className="dpt-wf-right" htmlFor={id}>
              <Checkbox
                inputId={id}
                checked={rights[right]}
                aria-label={t('workflowEditor.access.right', { role, status: statusId, right: name })}
                onChange={(e) => onEdit((s) => setAccessRight(s, cell, right, e.checked === true))}
                data-testid={`access-${statusId}-${donorRole}-${right}`}
              />
              <span aria-hidden="true" title={name}>
                {t(`workflowEditor.access.abbreviations.${right}`)}
              </span>
            </label>
          );
        })}
      </div>
    </td>
  );
}
