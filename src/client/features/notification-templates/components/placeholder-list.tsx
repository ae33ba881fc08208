import { Button } from 'primereact/button';
import type { Placeholder } from '../../../../engine/notifications/template-catalogue';
import { useTemplatesText } from '../text';

/** The kind's placeholders as buttons; a click inserts `{{name}}` where the cursor was last. */
export function PlaceholderList(props: {
  placeholders: readonly Placeholder[];
  disabled: boolean;
  onInsert: (name: Placeholder) => void;
}) {
  const { t } = useTemplatesText();
  return (
    <div className="dpt-card" data-testid="template-placeholders">
      <h2 className="dpt-card-title">{t('notificationTemplates.placeholders')}</h2>
      <p className="dpt-muted">{t('notificationTemplates.placeholdersHint')}</p>
      <ul className="dpt-template-placeholders">
        {props.placeholders.map((name) => (
          <li key={name}>
            <Button
              type="button"
              size="small"
              outlined
              disabled={props.disabled}
              label={`{{${name}}}`}
              tooltip={t(`notificationTemplates.placeholder.${name}`)}
              tooltipOptions={{ position: 'top' }}
              aria-label={`${t(`notificationTemplates.placeholder.${name}`)}: {{${name}}}`}
              // keeps the cursor in the field it was in
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => props.onInsert(name)}
              data-testid={`placeholder-${name}`}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
