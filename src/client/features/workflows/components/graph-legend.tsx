import type { TriggerType } from '../../../../engine/constants';
import type { WorkflowSettings } from '../../../../engine/workflows';
import { triggerLabel } from '../options';
import { useText } from '../text';

/** The trigger ids the graph's arrows carry, with their names. */
export function GraphLegend({ settings }: { settings: WorkflowSettings }) {
  const { t } = useText();
  const used = [...new Set(settings.transitions.map((tr) => tr.triggerType))].sort(
    (a, b) => a - b,
  ) as TriggerType[];
  if (used.length === 0) return null;
  return (
    <div className="dpt-wf-legend">
      <span className="dpt-wf-legend-title">{t('workflowEditor.graph.legend')}:</span>
      <ul>
        {used.map((trigger) => (
          <li key={trigger}>{triggerLabel(t, trigger)}</li>
        ))}
      </ul>
    </div>
  );
}
