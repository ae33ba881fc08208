import { useEffect, useRef, type FocusEvent } from 'react';
import type { Translate } from '../../lib/i18n/translate';
import type { SubTarget, Target, TargetAction } from '../../../engine/forms/answer-types';
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

const blank = (text: string | undefined) => (text ?? '').trim() === '';
/** Pure. A sub-goal nobody has filled in (no title, no date, status open). */
export const isEmptySubTarget = (sub: SubTarget) => blank(sub.title) && !sub.dueDate && !sub.status;
/** Pure. An action nobody has filled in. */
export const isEmptyAction = (action: TargetAction) =>
  blank(action.action) && blank(action.responsible) && !action.dueDate;
/** Pure. The goal as it is saved: rows added but left empty are dropped. */
export function withoutEmptyRows<T extends Target>(target: T): T {
  return {
    ...target,
    subTargets: target.subTargets.filter((sub) => !isEmptySubTarget(sub)),
    actions: target.actions.filter((action) => !isEmptyAction(action)),
  };
}

/**
 * After "add", focus goes to the new row's first input (not left on the button, where a space would add
 * another empty row). Call the returned function with that input's id when adding.
 */
export function useFocusAdded(count: number) {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const id = pending.current;
    if (id === null) return;
    const input = document.getElementById(id);
    if (!input) return;
    pending.current = null;
    input.focus();
  }, [count]);
  return (id: string) => {
    pending.current = id;
  };
}

/**
 * A row that focus leaves while it is still empty is dropped, so an "add" pressed by mistake leaves nothing
 * behind. Focus moving into the row's own date picker or status list (portaled popups) does not count.
 */
export function leavesEmptyRow(event: FocusEvent<HTMLElement>, empty: boolean): boolean {
  if (!empty) return false;
  // text typed but not yet committed (the inputs commit after a pause) still counts
  const inputs = event.currentTarget.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input.p-inputtext, textarea.p-inputtext',
  );
  if ([...inputs].some((input) => input.value.trim() !== '')) return false;
  const next = event.relatedTarget as Element | null;
  if (!next) return true;
  if (event.currentTarget.contains(next)) return false;
  return !next.closest('.dpt-date-popup, .p-dropdown-panel');
}

/** The sub-goals of a goal: title, due date and status per row. */
export function SubTargetRows({ target, baseId, locked, t, edit }: TargetPartsProps) {
  const setSub = (index: number, sub: SubTarget, timing: 'typing' | 'immediate' | null) =>
    edit((goal) => ({ ...goal, subTargets: replaceAt(goal.subTargets, index, sub) }), timing);
  const removeSub = (subId: string) =>
    edit((goal) => ({ ...goal, subTargets: goal.subTargets.filter((s) => s.id !== subId) }), 'immediate');
  const focusAdded = useFocusAdded(target.subTargets.length);
  return (
    <div className="dpt-target-list">
      <h4 className="dpt-target-list-title">{t('forms.targets.subTargets')}</h4>
      {target.subTargets.map((sub, index) => {
        const id = partId(baseId, 'subTargets', index);
        const n = index + 1;
        return (
          <div
            key={sub.id}
            className="dpt-target-row"
            onBlur={(event) => {
              if (!locked && leavesEmptyRow(event, isEmptySubTarget(sub))) removeSub(sub.id);
            }}
          >
            <DraftTextInput
              id={partId(id, 'title')}
              value={sub.title}
              disabled={locked}
              placeholder={t('forms.targets.subTarget')}
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
                onClick={() => removeSub(sub.id)}
              />
            )}
          </div>
        );
      })}
      {!locked && (
        <AddRowButton
          label={t('forms.targets.addSubTarget')}
          onClick={() => {
            focusAdded(partId(partId(baseId, 'subTargets', target.subTargets.length), 'title'));
            edit(
              (goal) => ({
                ...goal,
                subTargets: [...goal.subTargets, { id: newRowId(), title: '', status: 0 }],
              }),
              'immediate',
            );
          }}
        />
      )}
    </div>
  );
}
