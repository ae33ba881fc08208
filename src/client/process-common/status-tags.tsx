import { Tag } from 'primereact/tag';
import { dashboardGroupKey, processStatusLabel } from './labels';
import { useProcessText } from './text';
import './process-common.css';
import type { Process } from '../../engine/api/feedbacks-answers';

const SEVERITY: Record<number, 'info' | 'warning' | 'success' | 'secondary' | undefined> = {
  0: 'info',
  10: 'warning',
  20: 'warning',
  99: 'success',
  999: 'secondary',
};

/** The status label and the dashboard group of a process (PDC/EDC call group 99 "submitted", SPEC §4). */
export function StatusTags({
  process,
  showGroup = true,
}: {
  process: Pick<Process, 'processType' | 'dashboardGroup' | 'statusLabel' | 'statusId'>;
  showGroup?: boolean;
}) {
  const { t, locale } = useProcessText();
  const group = process.dashboardGroup;
  const label = processStatusLabel(process, locale);
  const groupLabel = t(dashboardGroupKey(group, process.processType));
  return (
    <span className="dpt-status-tags" data-testid="process-status">
      <Tag value={label} severity={SEVERITY[group ?? -1]} />
      {/* the phase only adds something when it is not the status itself ("Closed", "Complete") */}
      {showGroup && groupLabel !== label && <Tag value={groupLabel} severity="secondary" />}
    </span>
  );
}
