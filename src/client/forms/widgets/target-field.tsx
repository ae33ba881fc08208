import { LightButton } from './light-button';
import { useCallback } from 'react';
import type { Target, TargetAnswer } from '../../../engine/forms/answer-types';
import { newRowId, partId } from '../ids';
import { errorsAt } from '../validation';
import { ElementHeader, FieldErrors } from './element-header';
import { memoField, useElementField, type ElementFieldProps } from './element-field';
import { TargetEditor } from './target-editor';
import { useFocusAdded, withoutEmptyRows } from './target-parts';
import { TargetPrint } from './target-print';

/** targetField: goals (SPEC §3 Target) with sub-goals and actions; each goal is saved whole by its id. */
function TargetFieldView(props: ElementFieldProps) {
  const field = useElementField<TargetAnswer>(props);
  const { fieldId, options, value, t, mode, commit, save, current } = field;
  const { elementId } = options;
  const targets = value?.targets ?? [];

  const onEdit = useCallback(
    (targetId: string, patch: (target: Target) => Target, timing: 'typing' | 'immediate' | null) => {
      const found = current()?.targets.find((target) => target.id === targetId);
      if (!found) return;
      const next = patch(found);
      // typed text is only saved; the form data hears of it when the input commits
      if (timing !== 'typing')
        commit((previous) => ({
          targets: (previous?.targets ?? []).map((target) => (target.id === targetId ? next : target)),
        }));
      if (timing) save({ kind: 'target', elementId, target: withoutEmptyRows(next) }, timing);
    },
    [commit, save, current, elementId],
  );
  const onRemove = useCallback(
    (targetId: string) => {
      commit((previous) => ({
        targets: (previous?.targets ?? []).filter((target) => target.id !== targetId),
      }));
      save({ kind: 'targetRemoved', elementId, targetId }, 'immediate');
    },
    [commit, save, elementId],
  );
  const focusAdded = useFocusAdded(targets.length);
  const add = () => {
    focusAdded(partId(partId(fieldId, 'targets', targets.length), 'title'));
    const target: Target = { id: newRowId(), title: '', status: 0, subTargets: [], actions: [] };
    commit((previous) => ({ targets: [...(previous?.targets ?? []), target] }));
    save({ kind: 'target', elementId, target }, 'immediate');
  };

  if (mode === 'print') return <TargetPrint field={field} />;
  return (
    <>
      <ElementHeader fieldId={fieldId} options={options} t={t} />
      {targets.length === 0 && <p className="dpt-muted">{t('forms.targets.empty')}</p>}
      {targets.map((target, position) => (
        <TargetEditor
          key={target.id}
          fieldId={fieldId}
          target={target}
          position={position}
          errors={field.errors(false, 'targets', position)}
          locked={field.locked}
          t={t}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      ))}
      {!field.locked && (
        <LightButton icon="pi pi-plus" label={t('forms.targets.add')} outlined size="small" onClick={add} />
      )}
      <FieldErrors
        id={partId(fieldId, 'error')}
        errors={[...new Set([...(props.rawErrors ?? []), ...errorsAt(props.errorSchema, 'targets')])]}
      />
    </>
  );
}

export const TargetField = memoField(TargetFieldView);
