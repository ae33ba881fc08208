import type { FeedbackType } from '../../../../engine/constants';
import {
  ACCESS_RIGHTS,
  PROCESS_ACTIONS,
  accessFor,
  allowedActions,
  type CompiledWorkflow,
} from '../../../../engine/workflows';
import { DONOR_ROLE_IDS, roleLabel } from '../options';
import { useText } from '../text';

type Props = {
  compiled: CompiledWorkflow;
  statusId: number;
  feedbackType: FeedbackType | null;
  isSubmitted: boolean;
};

/** Per donor role: the rights (accessFor) and the actions the engine allows (allowedActions) in a status. */
export function SimulatorAccessTable({ compiled, statusId, feedbackType, isSubmitted }: Props) {
  const { t } = useText();
  return (
    <div className="dpt-wf-table-scroll">
      <table className="dpt-plain-table dpt-wf-table dpt-wf-sim-table" data-testid="simulator-access">
        <thead>
          <tr>
            <th scope="col">{t('workflowEditor.simulator.role')}</th>
            <th scope="col">{t('workflowEditor.simulator.rights')}</th>
            {PROCESS_ACTIONS.map((action) => (
              <th scope="col" key={action}>
                {t(`workflows.actions.${action}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DONOR_ROLE_IDS.map((role) => {
            const rights = accessFor(compiled, statusId, role, feedbackType);
            const actions = allowedActions(compiled, {
              statusId,
              donorRoles: [role],
              feedbackType,
              isSubmitted,
            });
            const granted = ACCESS_RIGHTS.filter((right) => rights[right]);
            return (
              <tr key={role} data-testid={`simulator-role-${role}`}>
                <th scope="row">{roleLabel(t, role)}</th>
                <td>
                  {granted.length === 0
                    ? '–'
                    : granted.map((right) => (
                        <abbr key={right} title={t(`workflows.rights.${right}`)} className="dpt-wf-right-tag">
                          {t(`workflowEditor.access.abbreviations.${right}`)}
                        </abbr>
                      ))}
                </td>
                {PROCESS_ACTIONS.map((action) => (
                  <td key={action} className="dpt-wf-sim-cell" data-allowed={actions[action]}>
                    <i
                      className={`pi ${actions[action] ? 'pi-check dpt-wf-yes' : 'pi-minus dpt-wf-no'}`}
                      aria-hidden="true"
                    />
                    <span className="dpt-visually-hidden">
                      {t(`workflows.actions.${action}`)}: {actions[action] ? '✓' : '–'}
                    </span>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
