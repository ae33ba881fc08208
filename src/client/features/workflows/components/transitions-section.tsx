import { useState } from 'react';
import type { WorkflowSettings } from '../../../../engine/workflows';
import { fieldId } from '../field-ids';
import type { Edit } from '../use-workflow-draft';
import { TransitionsTable } from './transitions-table';
import { WorkflowGraph } from './workflow-graph';

type Props = {
  settings: WorkflowSettings;
  onEdit: Edit;
  hasIssue: (prefix: string) => boolean;
  issuePaths: string[];
};

/** The graph above the transitions table; choosing a status or an arrow in the graph filters the table. */
export function TransitionsSection({ settings, onEdit, hasIssue, issuePaths }: Props) {
  const [fromFilter, setFromFilter] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);

  function selectEdge(from: number, indexes: number[]) {
    setFromFilter(from);
    setSelected(indexes);
    // the table renders the filtered rows first; then the edge's first transition gets the focus
    requestAnimationFrame(() => document.getElementById(fieldId(`/transitions/${indexes[0]}/from`))?.focus());
  }

  return (
    <div className="dpt-wf-transitions">
      <WorkflowGraph
        settings={settings}
        issuePaths={issuePaths}
        selectedStatus={fromFilter}
        selectedTransitions={selected}
        onSelectStatus={(statusId) => {
          setFromFilter(statusId === fromFilter ? null : statusId);
          setSelected([]);
        }}
        onSelectEdge={selectEdge}
      />
      <TransitionsTable
        settings={settings}
        onEdit={onEdit}
        hasIssue={hasIssue}
        fromFilter={fromFilter}
        onFromFilter={(value) => {
          setFromFilter(value);
          setSelected([]);
        }}
        selected={selected}
      />
    </div>
  );
}
