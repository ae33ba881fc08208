import type { Translate } from '../../lib/i18n/translate';
import { RemoveRowButton } from './row-buttons';
import { Tag } from 'primereact/tag';
import { memo } from 'react';
import type { Target } from '../../../engine/forms/answer-types';
import { partId } from '../ids';
import { DateInput } from './date-input';
import { DraftTextInput } from './draft-text-input';
import { FieldErrors } from './element-header';
import { ActionRows } from './target-action-rows';
import { SubTargetRows, type TargetEdit } from './target-parts';
import { TargetStatusInput } from './target-status';

/** How a goal editor reports its changes: a patch of one goal (with the autosave's timing), or its removal. */
export type TargetEditorCallbacks = {
  onEdit: (
    targetId: string,
    patch: (target: Target) => Target,
    timing: 'typing' | 'immediate' | null,
  ) => void;
  onRemove: (targetId: string) => void;
};

type TargetEditorProps = TargetEditorCallbacks & {
  fieldId: string;
  target: Target;
  position: number;
  errors: string[];
  locked: boolean;
  t: Translate;
};

/** One goal as a card: title, due date, status, comment, sub-goals and actions. Memoized per goal. */
export const TargetEditor = memo(function TargetEditor(props: TargetEditorProps) {
  const { fieldId, target, position, locked, t } = props;
  const baseId = partId(fieldId, 'targets', position);
  const headingId = partId(baseId, 'heading');
  const edit: TargetEdit = (patch, timing) => props.onEdit(target.id, patch, timing);
  const text = (key: 'title' | 'comment', multiline = false) => (
    <DraftTextInput
      id={partId(baseId, key)}
      value={target[key]}
      multiline={multiline}
      rows={2}
      disabled={locked}
      invalid={key === 'title' && props.errors.length > 0}
      onType={(value) => edit((goal) => ({ ...goal, [key]: value }), 'typing')}
      onCommit={(value) => edit((goal) => ({ ...goal, [key]: value }), null)}
    />
  );
  return (
    <section className="dpt-target" aria-labelledby={headingId}>
      <header className="dpt-target-header">
        <h4 id={headingId} className="dpt-target-heading">
          {t('forms.targets.goal', { n: position + 1 })}
        </h4>
        {target.copiedFrom && <Tag value={t('forms.targets.copied')} severity="info" />}
        {!locked && (
          <RemoveRowButton
            label={t('forms.targets.remove', { n: position + 1 })}
            onClick={() => props.onRemove(target.id)}
          />
        )}
      </header>
      <div className="dpt-target-grid">
        <div className="dpt-target-title">
          <label htmlFor={partId(baseId, 'title')} className="dpt-sub-label">
            {t('forms.targets.title')}
          </label>
          {text('title')}
        </div>
        <div>
          <label htmlFor={partId(baseId, 'dueDate')} className="dpt-sub-label">
            {t('forms.targets.dueDate')}
          </label>
          <DateInput
            id={partId(baseId, 'dueDate')}
            value={target.dueDate}
            disabled={locked}
            onCommit={(dueDate) => edit((goal) => ({ ...goal, dueDate }), 'immediate')}
          />
        </div>
        <div>
          <label htmlFor={partId(baseId, 'status')} className="dpt-sub-label">
            {t('forms.targets.status')}
          </label>
          <TargetStatusInput
            id={partId(baseId, 'status')}
            value={target.status}
            disabled={locked}
            t={t}
            onChange={(status) => edit((goal) => ({ ...goal, status }), 'immediate')}
          />
        </div>
        <div className="dpt-target-wide">
          <label htmlFor={partId(baseId, 'comment')} className="dpt-sub-label">
            {target.commentAuthor
              ? t('forms.targets.commentAuthor', { author: target.commentAuthor })
              : t('forms.targets.comment')}
          </label>
          {text('comment', true)}
        </div>
      </div>
      <SubTargetRows target={target} baseId={baseId} locked={locked} t={t} edit={edit} />
      <ActionRows target={target} baseId={baseId} locked={locked} t={t} edit={edit} />
      <FieldErrors id={partId(baseId, 'error')} errors={props.errors} />
    </section>
  );
});
