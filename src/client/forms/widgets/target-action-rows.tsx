import type { TargetAction } from '../../../engine/forms/answer-types';
import { newRowId, partId } from '../ids';
import { DateInput } from './date-input';
import { AddRowButton, RemoveRowButton } from './row-buttons';
import { DraftTextInput } from './draft-text-input';
import {
  isEmptyAction,
  leavesEmptyRow,
  replaceAt,
  useFocusAdded,
  type TargetPartsProps,
} from './target-parts';

/** The actions of a goal: action, responsible and due date per row. */
export function ActionRows({ target, baseId, locked, t, edit }: TargetPartsProps) {
  const setAction = (index: number, action: TargetAction, timing: 'typing' | 'immediate' | null) =>
    edit((goal) => ({ ...goal, actions: replaceAt(goal.actions, index, action) }), timing);
  const removeAction = (actionId: string) =>
    edit((goal) => ({ ...goal, actions: goal.actions.filter((a) => a.id !== actionId) }), 'immediate');
  const focusAdded = useFocusAdded(target.actions.length);
  return (
    <div className="dpt-target-list">
      <h4 className="dpt-target-list-title">{t('forms.targets.actions')}</h4>
      {target.actions.map((action, index) => {
        const id = partId(baseId, 'actions', index);
        const label = (text: string) => `${text} (${t('forms.targets.action')} ${index + 1})`;
        return (
          <div
            key={action.id}
            className="dpt-target-row"
            onBlur={(event) => {
              if (!locked && leavesEmptyRow(event, isEmptyAction(action))) removeAction(action.id);
            }}
          >
            <DraftTextInput
              id={partId(id, 'action')}
              value={action.action}
              disabled={locked}
              placeholder={t('forms.targets.action')}
              ariaLabel={`${t('forms.targets.action')} ${index + 1}`}
              onType={(text) => setAction(index, { ...action, action: text }, 'typing')}
              onCommit={(text) => setAction(index, { ...action, action: text }, null)}
            />
            <DraftTextInput
              id={partId(id, 'responsible')}
              value={action.responsible}
              disabled={locked}
              placeholder={t('forms.targets.responsible')}
              ariaLabel={label(t('forms.targets.responsible'))}
              onType={(responsible) => setAction(index, { ...action, responsible }, 'typing')}
              onCommit={(responsible) => setAction(index, { ...action, responsible }, null)}
            />
            <DateInput
              id={partId(id, 'dueDate')}
              value={action.dueDate}
              disabled={locked}
              compact
              ariaLabel={label(t('forms.targets.dueDate'))}
              onCommit={(dueDate) => setAction(index, { ...action, dueDate }, 'immediate')}
            />
            {!locked && (
              <RemoveRowButton
                label={t('forms.targets.removeAction', { n: index + 1 })}
                onClick={() => removeAction(action.id)}
              />
            )}
          </div>
        );
      })}
      {!locked && (
        <AddRowButton
          label={t('forms.targets.addAction')}
          onClick={() => {
            focusAdded(partId(partId(baseId, 'actions', target.actions.length), 'action'));
            edit(
              (goal) => ({ ...goal, actions: [...goal.actions, { id: newRowId(), action: '' }] }),
              'immediate',
            );
          }}
        />
      )}
    </div>
  );
}
