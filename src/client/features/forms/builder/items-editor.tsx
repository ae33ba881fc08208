import { Button } from 'primereact/button';
import type { FormItem } from '../../../../engine/forms';
import { freshId } from '../../../../engine/forms/builder';
import type { Translate } from '../../../lib/i18n/translate';
import { LocalizedInput } from '../../../components/localized-input';

type Props = {
  elementId: string;
  label: string;
  items: FormItem[];
  t: Translate;
  newTitle: (n: number) => FormItem['title'];
  onChange: (items: FormItem[], key: string) => void;
};

const renumber = (items: FormItem[]) => items.map((item, index) => ({ ...item, index }));

/** Rows of a matrix, columns of a table or checklist entries: titles in both languages, add, move, remove. */
export function ItemsEditor({ elementId, label, items, t, newTitle, onChange }: Props) {
  const sorted = [...items].sort((a, b) => a.index - b.index);
  const move = (from: number, to: number) => {
    const next = [...sorted];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(renumber(next), `items-order:${elementId}`);
  };
  return (
    <fieldset className="dpt-stack dpt-fb-items" data-testid={`fb-items-${elementId}`}>
      <legend>{label}</legend>
      {sorted.map((item, i) => (
        <div key={item.id} className="dpt-fb-item">
          <div className="dpt-fb-item-texts">
            <LocalizedInput
              id={`fb-item-${elementId}-${item.id}`}
              className="dpt-fb-localized"
              label={t('formBuilder.props.itemTitle', { n: i + 1 })}
              value={item.title}
              onChange={(title) =>
                onChange(
                  sorted.map((x) => (x.id === item.id ? { ...x, title: title ?? {} } : x)),
                  `item:${elementId}:${item.id}`,
                )
              }
            />
            <details open={item.subtitle !== undefined}>
              <summary>{t('formBuilder.props.subtitle')}</summary>
              <LocalizedInput
                id={`fb-item-sub-${elementId}-${item.id}`}
                className="dpt-fb-localized"
                label={t('formBuilder.props.itemSubtitle', { n: i + 1 })}
                value={item.subtitle}
                onChange={(subtitle) =>
                  onChange(
                    sorted.map((x) => {
                      if (x.id !== item.id) return x;
                      const { subtitle: _old, ...rest } = x;
                      return subtitle ? { ...rest, subtitle } : rest;
                    }),
                    `item-sub:${elementId}:${item.id}`,
                  )
                }
              />
            </details>
          </div>
          <span className="dpt-fb-item-actions">
            <Button
              type="button"
              icon="pi pi-arrow-up"
              text
              size="small"
              aria-label={t('formBuilder.canvas.moveUp')}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            />
            <Button
              type="button"
              icon="pi pi-arrow-down"
              text
              size="small"
              aria-label={t('formBuilder.canvas.moveDown')}
              disabled={i === sorted.length - 1}
              onClick={() => move(i, i + 1)}
            />
            <Button
              type="button"
              icon="pi pi-times"
              text
              size="small"
              severity="danger"
              aria-label={t('formBuilder.props.removeItem', { n: i + 1 })}
              onClick={() => onChange(renumber(sorted.filter((x) => x.id !== item.id)), `items:${elementId}`)}
            />
          </span>
        </div>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        outlined
        size="small"
        label={t('formBuilder.props.addItem')}
        onClick={() => {
          const id = freshId(new Set(sorted.map((x) => x.id)), 'i');
          const item = { id, index: sorted.length, title: newTitle(sorted.length + 1) };
          onChange([...sorted, item], `items:${elementId}`);
        }}
        data-testid={`fb-add-item-${elementId}`}
      />
    </fieldset>
  );
}
