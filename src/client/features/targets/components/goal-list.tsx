import { Button } from 'primereact/button';
import { Link } from 'react-router-dom';
import { TargetEditor, type TargetEditorCallbacks } from '../../../forms/widgets/target-editor';
import { useFocusAdded } from '../../../forms/widgets/target-parts';
import { partId } from '../../../forms/ids';
import { canAddIn, type GoalSection } from '../sections';
import type { Translate } from '../../../lib/i18n/translate';
import type { TargetItem } from '../../../../engine/api/targets';

type GoalListProps = TargetEditorCallbacks & {
  section: GoalSection;
  goals: TargetItem[];
  /** may add goals to this employee's own and final goals */
  canAdd: boolean;
  slug: string;
  t: Translate;
  onAdd: (section: GoalSection) => void;
};

/** The goals of one section, each in the form engine's goal editor (read-only where the caller may not edit). */
export function GoalList(props: GoalListProps) {
  const { section, goals, t } = props;
  const fieldId = `goals_${section}`;
  const focusAdded = useFocusAdded(goals.length);
  return (
    <div className="dpt-qform dpt-tg-list" data-testid={`goals-${section}`}>
      <p className="dpt-tg-hint">{t(`targetsPage.hints.${section}`)}</p>
      {goals.length === 0 && <p className="dpt-muted">{t('targetsPage.empty')}</p>}
      {goals.map((goal, position) => (
        <div key={goal.id} className="dpt-tg-goal" data-testid="goal" data-goal-id={goal.id}>
          <TargetEditor
            fieldId={fieldId}
            target={goal}
            position={position}
            errors={[]}
            locked={!goal.canEdit}
            t={t}
            onEdit={props.onEdit}
            onRemove={props.onRemove}
          />
          {(goal.copiedFrom || (!goal.canEdit && goal.feedbackId !== null)) && (
            <p className="dpt-tg-source">
              {goal.copiedFrom && (
                <span data-testid="goal-copied">
                  <i className="pi pi-copy" aria-hidden="true" /> {t('targetsPage.copiedFrom')}
                </span>
              )}
              {!goal.canEdit && goal.feedbackId !== null && (
                <Link to={`/${props.slug}/feedback/${goal.feedbackId}`}>
                  <i className="pi pi-external-link" aria-hidden="true" /> {t('targetsPage.openForm')}
                </Link>
              )}
            </p>
          )}
        </div>
      ))}
      {props.canAdd && canAddIn(section) && (
        <Button
          type="button"
          icon="pi pi-plus"
          label={t(section === 'final' ? 'targetsPage.addFinal' : 'targetsPage.add')}
          outlined
          size="small"
          onClick={() => {
            focusAdded(partId(partId(fieldId, 'targets', goals.length), 'title'));
            props.onAdd(section);
          }}
          data-testid={`goal-add-${section}`}
        />
      )}
    </div>
  );
}
