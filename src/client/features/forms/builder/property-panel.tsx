import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import {
  COMMENT_FIELD_TYPES,
  CUSTOM_COMPONENT_NAMES,
  elementsInOrder,
  scaleRange,
  type FormElement,
  type Questionnaire,
} from '../../../../engine/forms';
import { useText } from '../text';
import { AnchorsEditor } from './anchors-editor';
import { ConditionEditor } from './condition-editor';
import { panelFields } from './element-fields';
import { ItemsEditor } from './items-editor';
import { LocalizedInput } from '../../../components/localized-input';

type Props = {
  questionnaire: Questionnaire;
  element: FormElement | undefined;
  onChange: (id: string, patch: Partial<FormElement>, key: string) => void;
  onRemove: (id: string) => void;
};

type Flag = 'useScale' | 'mandatoryScale' | 'allowComment' | 'mandatoryComment';

/** Every field of SPEC §3 "Element" that applies to the selected element's kind. */
export function PropertyPanel({ questionnaire, element, onChange, onRemove }: Props) {
  const { t, tIn } = useText();
  if (!element) {
    return (
      <aside className="dpt-fb-props" aria-labelledby="fb-props-label">
        <h2 id="fb-props-label">{t('formBuilder.props.label')}</h2>
        <p className="dpt-muted">{t('formBuilder.props.none')}</p>
      </aside>
    );
  }
  const id = element.id;
  const fields = panelFields(element);
  const change = (patch: Partial<FormElement>, key: string) => onChange(id, patch, key);
  const flag = (name: Flag, defaultOn = false) => (
    <span className="dpt-fb-check" key={name}>
      <Checkbox
        inputId={`fb-${name}`}
        checked={element[name] ?? defaultOn}
        onChange={(e) => change({ [name]: e.checked === true }, `${name}:${id}`)}
        data-testid={`fb-${name}`}
      />
      <label htmlFor={`fb-${name}`}>{t(`formBuilder.props.${name}`)}</label>
    </span>
  );
  const { min, max } = scaleRange(element);
  const tables = elementsInOrder(questionnaire).filter((e) => e.type === 'tableQuestion' && e.name);
  const newItemTitle = (n: number) => ({
    'de-DE': tIn('de-DE', 'formBuilder.newTitles.item', { n }),
    'en-US': tIn('en-US', 'formBuilder.newTitles.item', { n }),
  });

  return (
    <aside className="dpt-fb-props" aria-labelledby="fb-props-label" data-testid="fb-props">
      <h2 id="fb-props-label">{t('formBuilder.props.label')}</h2>
      <dl className="dpt-fb-meta">
        <dt>{t('formBuilder.props.kind')}</dt>
        <dd>{t(`formBuilder.kinds.${element.type}`)}</dd>
        <dt>{t('formBuilder.props.id')}</dt>
        <dd>
          <code>{id}</code>
        </dd>
      </dl>
      <LocalizedInput
        id="fb-title"
        className="dpt-fb-localized"
        label={t('formBuilder.props.title')}
        value={element.title}
        onChange={(title) => change({ title }, `title:${id}`)}
      />
      {fields.has('subtitle') && (
        <LocalizedInput
          id="fb-subtitle"
          className="dpt-fb-localized"
          label={t('formBuilder.props.subtitle')}
          value={element.subtitle}
          multiline
          onChange={(subtitle) => change({ subtitle }, `subtitle:${id}`)}
        />
      )}
      {fields.has('tooltip') && (
        <LocalizedInput
          id="fb-tooltip"
          className="dpt-fb-localized"
          label={t('formBuilder.props.tooltip')}
          value={element.tooltip}
          onChange={(tooltip) => change({ tooltip }, `tooltip:${id}`)}
        />
      )}
      {fields.has('name') && (
        <span className="dpt-fb-field">
          <label htmlFor="fb-name">{t('formBuilder.props.name')}</label>
          <InputText
            id="fb-name"
            value={element.name ?? ''}
            onChange={(e) => change({ name: e.target.value || undefined }, `name:${id}`)}
          />
        </span>
      )}
      {fields.has('customComponent') && (
        <span className="dpt-fb-field">
          <label htmlFor="fb-customComponent">{t('formBuilder.props.customComponent')}</label>
          <Dropdown
            inputId="fb-customComponent"
            value={element.customComponent ?? null}
            options={CUSTOM_COMPONENT_NAMES.map((name) => ({
              value: name,
              label: t(`formBuilder.props.components.${name}`),
            }))}
            onChange={(e) => {
              const hardfacts = e.value === 'hardfacts';
              const items =
                hardfacts && !element.items?.length
                  ? [{ id: 'i1', index: 0, title: newItemTitle(1) }]
                  : undefined;
              change(
                {
                  customComponent: e.value as string,
                  items: hardfacts ? (items ?? element.items) : undefined,
                },
                `customComponent:${id}`,
              );
            }}
            data-testid="fb-customComponent"
          />
        </span>
      )}
      {fields.has('referencedElementName') && (
        <span className="dpt-fb-field">
          <label htmlFor="fb-referenced">{t('formBuilder.props.referencedElementName')}</label>
          <Dropdown
            inputId="fb-referenced"
            value={element.referencedElementName ?? null}
            options={tables.map((e) => ({ value: e.name, label: `${e.name}` }))}
            editable
            onChange={(e) => change({ referencedElementName: String(e.value ?? '') }, `ref:${id}`)}
          />
        </span>
      )}
      {fields.has('scale') && <div className="dpt-fb-flags">{flag('useScale', true)}</div>}
      {fields.has('scale') && (
        <div className="dpt-fb-row">
          {(['minValue', 'maxValue'] as const).map((name) => (
            <span className="dpt-fb-field" key={name}>
              <label htmlFor={`fb-${name}`}>{t(`formBuilder.props.${name}`)}</label>
              <InputNumber
                inputId={`fb-${name}`}
                value={name === 'minValue' ? min : max}
                min={-1000}
                max={1000}
                useGrouping={false}
                showButtons
                onValueChange={(e) => change({ [name]: e.value ?? undefined }, `${name}:${id}`)}
                data-testid={`fb-${name}`}
              />
            </span>
          ))}
        </div>
      )}
      <div className="dpt-fb-flags">
        {fields.has('mandatoryScale') && flag('mandatoryScale')}
        {fields.has('allowComment') && flag('allowComment')}
        {fields.has('mandatoryComment') && flag('mandatoryComment')}
      </div>
      {fields.has('commentFieldType') && (
        <span className="dpt-fb-field">
          <label htmlFor="fb-commentFieldType">{t('formBuilder.props.commentFieldType')}</label>
          <Dropdown
            inputId="fb-commentFieldType"
            value={element.commentFieldType ?? COMMENT_FIELD_TYPES.multiLine}
            options={Object.values(COMMENT_FIELD_TYPES).map((value) => ({
              value,
              label: t(`formBuilder.props.commentTypes.${value}`),
            }))}
            onChange={(e) =>
              change({ commentFieldType: e.value as FormElement['commentFieldType'] }, `cft:${id}`)
            }
          />
        </span>
      )}
      {fields.has('anchors') && (
        <AnchorsEditor element={element} t={t} onChange={(anchors) => change({ anchors }, `anchors:${id}`)} />
      )}
      {fields.has('items') && (
        <ItemsEditor
          elementId={id}
          label={t(
            element.type === 'scaleMatrix'
              ? 'formBuilder.props.rows'
              : element.type === 'tableQuestion'
                ? 'formBuilder.props.columns'
                : 'formBuilder.props.items',
          )}
          items={element.items ?? []}
          t={t}
          newTitle={newItemTitle}
          onChange={(items, key) => change({ items }, key)}
        />
      )}
      {fields.has('condition') && (
        <ConditionEditor questionnaire={questionnaire} group={element} onChange={change} />
      )}
      <Button
        type="button"
        icon="pi pi-trash"
        severity="danger"
        outlined
        label={t('formBuilder.props.deleteElement')}
        onClick={() => onRemove(id)}
      />
    </aside>
  );
}
