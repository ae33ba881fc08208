import type { Translate } from '../form-runtime';
import { Button } from 'primereact/button';
import type { SubTarget, Target, TargetAction } from '../../../engine/forms/answer-types';
import { newRowId, partId } from '../ids';
import { DateInput } from './date-input';
import { DraftTextInput } from './draft-text-input';
import { TargetStatusInput } from './target-status';

/** Changes one goal: `timing` null commits to the form data only (typed text is saved while typing). */
export type TargetEdit = (patch: (target: Target) => Target, timing: 'typing' | 'immediate' | null) => void;

type PartsProps = { target: Target; baseId: string; locked: boolean; t: Translate; edit: TargetEdit };

const replaceAt = <T,>(list: T[], index: number, item: T) => list.map((x, i) => (i === index ? item : x));

/** The sub-goals of a goal: title, due date and status per row. */
export function SubTargetRows({ target, baseId, locked, t, edit }: PartsProps) {
  const setSub = (index: number, sub: SubTarget, timing: 'typing' | 'immediate' | null) =>
    edit((goal) => ({ ...goal, subTargets: replaceAt(goal.subTargets, index, sub) }), timing);
  return (
    <div className="dpt-target-list">
      <h4 className="dpt-target-list-title">{t('forms.targets.subTargets')}</h4>
      {target.subTargets.map((sub, index) => {
        const id = partId(baseId, 'subTargets', index);
        const n = index + 1;
        return (
          <div key={sub.id} className="dpt-target-row">
            <DraftTextInput
              id={partId(id, 'title')}
              value={sub.title}
              disabled={locked}
              ariaLabel={`${t('forms.targets.subTarget')} ${n}`}
              onType={(title) => setSub(index, { ...sub, title }, 'typing')}
              onCommit={(title) => setSub(index, { ...sub, title }, null)}
            />
            <DateInput
              id={partId(id, 'dueDate')}
              value={sub.dueDate}
              disabled={locked}
              compact
              ariaLabel={`${t('forms.targets.dueDate')} (${t('forms.targets.subTarget')} ${n})`}
              onCommit={(dueDate) => setSub(index, { ...sub, dueDate }, 'immediate')}
            />
            <TargetStatusInput
              id={partId(id, 'status')}
              value={sub.status}
              disabled={locked}
              ariaLabel={`${t('forms.targets.status')} (${t('forms.targets.subTarget')} ${n})`}
              t={t}
              onChange={(status) => setSub(index, { ...sub, status }, 'immediate')}
            />
            {!locked && (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('forms.targets.removeSubTarget', { n })}
                onClick={() =>
                  edit(
                    (goal) => ({ ...goal, subTargets: goal.subTargets.filter((s) => s.id !== sub.id) }),
                    'immediate',
                  )
                }
              />
            )}
          </div>
        );
      })}
      {!locked && (
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('forms.targets.addSubTarget')}
          text
          size="small"
          onClick={() =>
            edit(
              (goal) => ({
                ...goal,
                subTargets: [...goal.subTargets, { id: newRowId(), title: '', status: 0 }],
              }),
              'immediate',
            )
          }
        />
      )}
    </div>
  );
}

/** The actions of a goal: action, responsible and due date per row. */
export function ActionRows({ target, baseId, locked, t, edit }: PartsProps) {
  const setAction = (index: number, action: TargetAction, timing: 'typing' | 'immediate' | null) =>
    edit((goal) => ({ ...goal, actions: replaceAt(goal.actions, index, action) }), timing);
  return (
    <div className="dpt-target-list">
      <h4 className="dpt-target-list-title">{t('forms.targets.actions')}</h4>
      {target.actions.map((action, index) => {
        const id = partId(baseId, 'actions', index);
        const label = (text: string) => `${text} (${t('forms.targets.action')} ${index + 1})`;
        return (
          <div key={action.id} className="dpt-target-row">
            <DraftTextInput
              id={partId(id, 'action')}
              value={action.action}
              disabled={locked}
              ariaLabel={`${t('forms.targets.action')} ${index + 1}`}
              onType={(text) => setAction(index, { ...action, action: text }, 'typing')}
              onCommit={(text) => setAction(index, { ...action, action: text }, null)}
            />
            <DraftTextInput
              id={partId(id, 'responsible')}
              value={action.responsible}
              disabled={locked}
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
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('forms.targets.removeAction', { n: index + 1 })}
                onClick={() =>
                  edit(
                    (goal) => ({ ...goal, actions: goal.actions.filter((a) => a.id !== action.id) }),
                    'immediate',
                  )
                }
              />
            )}
          </div>
        );
      })}
      {!locked && (
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('forms.targets.addAction')}
          text
          size="small"
          onClick={() =>
            edit(
              (goal) => ({ ...goal, actions: [...goal.actions, { id: newRowId(), action: '' }] }),
              'immediate',
            )
          }
        />
      )}
    </div>
  );
}
