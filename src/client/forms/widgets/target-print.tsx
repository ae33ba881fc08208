import type { TargetAnswer } from '../../../engine/forms/answer-types';
import { formatIsoDate } from '../dates';
import { ElementHeader } from './element-header';
import type { ElementField } from './element-field';

/** Goals on paper: one block per goal with its sub-goals and actions as lists. */
export function TargetPrint({ field }: { field: ElementField<TargetAnswer> }) {
  const { fieldId, options, value, t } = field;
  const targets = value?.targets ?? [];
  const status = (code: number) => t(`forms.targetStatus.${code}`);
  return (
    <>
      <ElementHeader fieldId={fieldId} options={options} t={t} print />
      {targets.length === 0 && <p className="dpt-print-empty">{t('forms.targets.empty')}</p>}
      {targets.map((target, position) => (
        <div key={target.id} className="dpt-target dpt-target-print">
          <h4 className="dpt-target-heading">
            {t('forms.targets.goal', { n: position + 1 })}: {target.title}
          </h4>
          <p className="dpt-print-value">
            {t('forms.targets.status')}: {status(target.status)}
            {target.dueDate && ` · ${t('forms.targets.dueDate')}: ${formatIsoDate(target.dueDate)}`}
          </p>
          {target.comment && (
            <p className="dpt-print-value">
              {target.commentAuthor &&
                `${t('forms.targets.commentAuthor', { author: target.commentAuthor })}: `}
              {target.comment}
            </p>
          )}
          {target.subTargets.length > 0 && (
            <h5 className="dpt-target-list-title">{t('forms.targets.subTargets')}</h5>
          )}
          {target.subTargets.length > 0 && (
            <ul>
              {target.subTargets.map((sub) => (
                <li key={sub.id}>
                  {sub.title} – {status(sub.status)}
                  {sub.dueDate && ` – ${formatIsoDate(sub.dueDate)}`}
                </li>
              ))}
            </ul>
          )}
          {target.actions.length > 0 && (
            <h5 className="dpt-target-list-title">{t('forms.targets.actions')}</h5>
          )}
          {target.actions.length > 0 && (
            <ul>
              {target.actions.map((action) => (
                <li key={action.id}>
                  {action.action}
                  {action.responsible && ` – ${action.responsible}`}
                  {action.dueDate && ` – ${formatIsoDate(action.dueDate)}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}
