import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import {
  CONDITION_OPERATORS,
  conditionNeedsItem,
  conditionSourceKind,
  elementLabel,
  localize,
  type Condition,
  type ConditionOperator,
  type FormElement,
  type Questionnaire,
} from '../../../../engine/forms';
import { conditionSources } from '../../../../engine/forms/builder';
import { useText } from '../text';

type Props = {
  questionnaire: Questionnaire;
  group: FormElement;
  onChange: (patch: Partial<FormElement>, key: string) => void;
};

const NUMBER_ONLY: ConditionOperator[] = ['greaterThan', 'lessThan', 'oneOf'];

/** A value that fits the operator and the source's kind of answer, as checkQuestionnaire wants it. */
function defaultValue(operator: ConditionOperator, kind: 'number' | 'text'): Condition['value'] {
  if (operator === 'answered') return undefined;
  if (operator === 'oneOf') return [1];
  return kind === 'number' ? 1 : '';
}

/**
 * A grouping's condition: switched on or off; the source offers only earlier elements whose answer can be
 * compared (the engine's rule), then the row of a matrix, the operator and the value.
 */
export function ConditionEditor({ questionnaire, group, onChange }: Props) {
  const { t, locale } = useText();
  const sources = conditionSources(questionnaire, group.id);
  const condition = group.condition;
  const source = sources.find((s) => s.id === condition?.elementId);
  const kind = source ? conditionSourceKind(source) : undefined;
  const key = `condition:${group.id}`;
  const set = (next: Condition) => onChange({ condition: next }, key);
  const operators = CONDITION_OPERATORS.filter((op) => kind === 'number' || !NUMBER_ONLY.includes(op));

  const pickSource = (id: string) => {
    const picked = sources.find((s) => s.id === id);
    if (!picked) return;
    const pickedKind = conditionSourceKind(picked) ?? 'number';
    const operator: ConditionOperator = 'equals';
    const item = conditionNeedsItem(picked)
      ? [...(picked.items ?? [])].sort((a, b) => a.index - b.index)[0]
      : undefined;
    const value = defaultValue(operator, pickedKind);
    set({
      elementId: id,
      operator,
      ...(item ? { itemId: item.id } : {}),
      ...(value === undefined ? {} : { value }),
    });
  };

  return (
    <div className="dpt-stack dpt-fb-condition" data-testid={`fb-condition-${group.id}`}>
      <span className="dpt-fb-check">
        <Checkbox
          inputId={`fb-has-condition-${group.id}`}
          checked={group.hasCondition === true}
          onChange={(e) =>
            onChange(
              e.checked ? { hasCondition: true } : { hasCondition: undefined, condition: undefined },
              `hasCondition:${group.id}`,
            )
          }
          data-testid="fb-has-condition"
        />
        <label htmlFor={`fb-has-condition-${group.id}`}>{t('formBuilder.props.hasCondition')}</label>
      </span>
      {group.hasCondition && sources.length === 0 && (
        <p className="dpt-muted">{t('formBuilder.props.noSources')}</p>
      )}
      {group.hasCondition && sources.length > 0 && (
        <div className="dpt-fb-condition-fields">
          <label htmlFor="fb-condition-source">{t('formBuilder.props.conditionSource')}</label>
          <Dropdown
            inputId="fb-condition-source"
            value={condition?.elementId ?? null}
            options={sources.map((s) => ({ value: s.id, label: `${elementLabel(s, locale)} (${s.id})` }))}
            onChange={(e) => pickSource(e.value as string)}
            placeholder={t('formBuilder.props.conditionSource')}
            data-testid="fb-condition-source"
          />
          {source && conditionNeedsItem(source) && condition && (
            <>
              <label htmlFor="fb-condition-item">{t('formBuilder.props.conditionItem')}</label>
              <Dropdown
                inputId="fb-condition-item"
                value={condition.itemId ?? null}
                options={(source.items ?? []).map((i) => ({
                  value: i.id,
                  label: localize(i.title, locale) ?? i.id,
                }))}
                onChange={(e) => set({ ...condition, itemId: e.value as string })}
              />
            </>
          )}
          {source && condition && kind && (
            <>
              <label htmlFor="fb-condition-operator">{t('formBuilder.props.conditionOperator')}</label>
              <Dropdown
                inputId="fb-condition-operator"
                value={condition.operator}
                options={operators.map((op) => ({
                  value: op,
                  label: t(`formBuilder.props.operators.${op}`),
                }))}
                onChange={(e) => {
                  const operator = e.value as ConditionOperator;
                  const value = defaultValue(operator, kind);
                  const { value: _old, ...rest } = condition;
                  set({ ...rest, operator, ...(value === undefined ? {} : { value }) });
                }}
                data-testid="fb-condition-operator"
              />
              {condition.operator === 'oneOf' && (
                <>
                  <label htmlFor="fb-condition-values">{t('formBuilder.props.conditionValues')}</label>
                  <InputText
                    id="fb-condition-values"
                    defaultValue={Array.isArray(condition.value) ? condition.value.join(', ') : ''}
                    onChange={(e) => {
                      const list = e.target.value
                        .split(',')
                        .map((s) => Number(s.trim()))
                        .filter(Number.isFinite);
                      set({ ...condition, value: list });
                    }}
                  />
                </>
              )}
              {condition.operator !== 'oneOf' && condition.operator !== 'answered' && (
                <>
                  <label htmlFor="fb-condition-value">{t('formBuilder.props.conditionValue')}</label>
                  {kind === 'number' ? (
                    <InputNumber
                      inputId="fb-condition-value"
                      value={typeof condition.value === 'number' ? condition.value : null}
                      onValueChange={(e) => set({ ...condition, value: e.value ?? 0 })}
                      useGrouping={false}
                      data-testid="fb-condition-value"
                    />
                  ) : (
                    <InputText
                      id="fb-condition-value"
                      value={typeof condition.value === 'string' ? condition.value : ''}
                      onChange={(e) => set({ ...condition, value: e.target.value })}
                      data-testid="fb-condition-value"
                    />
                  )}
                </>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
