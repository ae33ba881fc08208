import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type { TriggerType } from '../../../../engine/constants';
import type { WorkflowSettings, WorkflowTransition } from '../../../../engine/workflows';
import { addTransition, removeTransition, updateTransition } from '../editor-state';
import { fieldId } from '../field-ids';
import {
  feedbackTypeOptions,
  fromOptionValue,
  statusOptions,
  toOptionValue,
  triggerOptions,
  withMissing,
} from '../options';
import { useText } from '../text';
import type { Edit } from '../use-workflow-draft';
import { CellDropdown } from './cell-dropdown';
import { EditorTable, RemoveCell } from './editor-table';

type Props = {
  settings: WorkflowSettings;
  onEdit: Edit;
  hasIssue: (prefix: string) => boolean;
  fromFilter: number | null;
  onFromFilter: (statusId: number | null) => void;
  selected: number[];
};

/** Every transition as an editable row: from, trigger, feedback type, to. */
export function TransitionsTable({ settings, onEdit, hasIssue, fromFilter, onFromFilter, selected }: Props) {
  const { t, locale } = useText();
  const statuses = statusOptions(settings, locale);
  const triggers = triggerOptions(t);
  const types = feedbackTypeOptions(t);
  const rows = settings.transitions
    .map((transition, index) => ({ transition, index }))
    .filter(({ transition }) => fromFilter === null || transition.from === fromFilter);
  const change = (index: number, patch: Partial<WorkflowTransition>) =>
    onEdit((s) => updateTransition(s, index, patch));

  const col = (key: string) => t(`workflowEditor.transitions.${key}`);

  return (
    <EditorTable
      titleId="wf-transitions-title"
      title={col('title')}
      tools={
        <>
          <label htmlFor="wf-transition-filter">{col('filter')}</label>
          <Dropdown
            inputId="wf-transition-filter"
            value={fromFilter}
            options={statuses}
            onChange={(e) => onFromFilter((e.value as number | null | undefined) ?? null)}
            placeholder={col('filterPlaceholder')}
            showClear
            data-testid="transition-filter"
          />
          <Button
            icon="pi pi-plus"
            label={col('add')}
            outlined
            onClick={() => {
              const from = fromFilter ?? settings.statusList[0]?.statusId ?? settings.initialStatus;
              onEdit((s) => addTransition(s, { from, to: from, triggerType: 7, feedbackType: null }));
            }}
            data-testid="transition-add"
          />
        </>
      }
      tableClassName="dpt-plain-table dpt-wf-table"
      testId="transitions-table"
      columns={[col('index'), col('from'), col('trigger'), col('feedbackType'), col('to')]}
      removeColumn={col('removeColumn')}
    >
      {rows.length === 0 && (
        <tr>
          <td colSpan={6} className="dpt-muted">
            {col('empty')}
          </td>
        </tr>
      )}
      {rows.map(({ transition: tr, index }) => {
        const path = `/transitions/${index}`;
        const classes = [
          hasIssue(path) ? 'dpt-wf-row-issue' : '',
          selected.includes(index) ? 'dpt-wf-row-selected' : '',
        ].join(' ');
        const label = (field: string) => `${col(field)} (${index})`;
        return (
          <tr key={index} className={classes} data-testid={`transition-row-${index}`}>
            <td className="dpt-wf-index">{index}</td>
            <td>
              <CellDropdown
                id={fieldId(`${path}/from`)}
                label={label('from')}
                value={tr.from}
                options={withMissing(statuses, tr.from)}
                onChange={(e) => change(index, { from: e.value as number })}
                className="dpt-wf-status-dropdown"
                data-testid={`transition-${index}-from`}
              />
            </td>
            <td>
              <CellDropdown
                id={fieldId(`${path}/triggerType`)}
                label={label('trigger')}
                value={tr.triggerType}
                options={triggers}
                onChange={(e) => change(index, { triggerType: e.value as TriggerType })}
                className="dpt-wf-trigger-dropdown"
                data-testid={`transition-${index}-trigger`}
              />
            </td>
            <td>
              <CellDropdown
                id={fieldId(`${path}/feedbackType`)}
                label={label('feedbackType')}
                value={toOptionValue(tr.feedbackType)}
                options={types}
                onChange={(e) => change(index, { feedbackType: fromOptionValue(e.value as number) })}
                className="dpt-wf-type-dropdown"
                data-testid={`transition-${index}-feedback-type`}
              />
            </td>
            <td>
              <CellDropdown
                id={fieldId(`${path}/to`)}
                label={label('to')}
                value={tr.to}
                options={withMissing(statuses, tr.to)}
                onChange={(e) => change(index, { to: e.value as number })}
                className="dpt-wf-status-dropdown"
                data-testid={`transition-${index}-to`}
              />
            </td>
            <RemoveCell
              label={t('workflowEditor.transitions.remove', { index })}
              onRemove={() => onEdit((s) => removeTransition(s, index))}
            />
          </tr>
        );
      })}
    </EditorTable>
  );
}
