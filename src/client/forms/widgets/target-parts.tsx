import type { Translate } from '../../lib/i18n/translate';
import type { SubTarget, Target } from '../../../engine/forms/answer-types';
import { newRowId, partId } from '../ids';
import { DateInput } from './date-input';
import { AddRowButton, RemoveRowButton } from './row-buttons';
import { DraftTextInput } from './draft-text-input';
import { TargetStatusInput } from './target-status';

/** Changes one goal: `timing` null commits to the form data only (typed text is saved while typing). */
export type TargetEdit = (patch: (target: Target) => Target, timing: 'typing' | 'immediate' | null) => void;

export type TargetPartsProps = {
  target: Target;
  baseId: string;
  locked: boolean;
  t: Translate;
  edit: TargetEdit;
};

export const replaceAt = <T,>(list: T[], index: number, item: T) =>
  list.map((x, i) => (i === index ? item : x));

/** The sub-goals of a goal: title, due date and status per row. */
export function SubTargetRows({ target, baseId, locked, t, edit }: TargetPartsProps) {
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
              <RemoveRowButton
                label={t('forms.targets.removeSubTarget', { n })}
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
        <AddRowButton
          label={t('forms.targets.addSubTarget')}
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
