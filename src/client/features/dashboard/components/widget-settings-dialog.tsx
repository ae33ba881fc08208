import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { AppDialog, DialogCancelButton } from '../../../components/app-dialog';
import { useState } from 'react';
import type { WidgetLayout, WidgetSetting } from '../../../../engine/dashboard/widgets';
import { useDashboardText } from '../text';

/** Pure. The layout with the widget at `index` moved by `delta` places (clamped to the list). */
export function moveWidget(layout: WidgetLayout, index: number, delta: number): WidgetLayout {
  const target = Math.max(0, Math.min(layout.widgets.length - 1, index + delta));
  if (target === index) return layout;
  const widgets = [...layout.widgets];
  const [moved] = widgets.splice(index, 1);
  widgets.splice(target, 0, moved!);
  return { widgets };
}

/**
 * The dashboard settings: show or hide each widget and change their order with the up and down buttons
 * (keyboard usable); Save stores the layout for the user (every device).
 */
export function WidgetSettingsDialog(props: {
  visible: boolean;
  layout: WidgetLayout;
  saving: boolean;
  onSave: (layout: WidgetLayout) => void;
  onHide: () => void;
}) {
  const { t } = useDashboardText();
  const [draft, setDraft] = useState(props.layout);
  const [focus, setFocus] = useState<string | null>(null);
  // The draft starts from the stored layout when the dialog opens, in the same render: resetting it in
  // onShow (after the show animation) would overwrite a choice made while the dialog is still fading in.
  const [wasVisible, setWasVisible] = useState(false);
  if (props.visible !== wasVisible) {
    setWasVisible(props.visible);
    if (props.visible) setDraft(props.layout);
  }
  const toggle = (setting: WidgetSetting) =>
    setDraft({
      widgets: draft.widgets.map((w) => (w.name === setting.name ? { ...w, visible: !w.visible } : w)),
    });
  const move = (index: number, delta: number, name: string) => {
    setDraft(moveWidget(draft, index, delta));
    setFocus(`${name}:${delta}`);
  };

  return (
    <AppDialog
      header={t('dashboardWidgets.title')}
      visible={props.visible}
      onHide={props.onHide}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <>
          <DialogCancelButton label={t('dashboardWidgets.cancel')} />
          <Button
            type="button"
            label={t('dashboardWidgets.save')}
            icon="pi pi-check"
            loading={props.saving}
            onClick={() => props.onSave(draft)}
            data-testid="widget-settings-save"
          />
        </>
      }
    >
      <p className="dpt-muted">{t('dashboardWidgets.help')}</p>
      <ol className="dpt-dash-widget-list" data-testid="widget-settings-list">
        {draft.widgets.map((setting, index) => {
          const name = t(`dashboardWidgets.names.${setting.name}`);
          return (
            <li key={setting.name}>
              <Checkbox
                inputId={`dpt-widget-${setting.name}`}
                checked={setting.visible}
                onChange={() => toggle(setting)}
                data-testid={`widget-visible-${setting.name}`}
              />
              <label htmlFor={`dpt-widget-${setting.name}`}>{name}</label>
              <Button
                type="button"
                icon="pi pi-arrow-up"
                text
                rounded
                disabled={index === 0}
                aria-label={t('dashboardWidgets.up', { name })}
                onClick={() => move(index, -1, setting.name)}
                autoFocus={focus === `${setting.name}:-1`}
              />
              <Button
                type="button"
                icon="pi pi-arrow-down"
                text
                rounded
                disabled={index === draft.widgets.length - 1}
                aria-label={t('dashboardWidgets.down', { name })}
                onClick={() => move(index, 1, setting.name)}
                autoFocus={focus === `${setting.name}:1`}
              />
            </li>
          );
        })}
      </ol>
    </AppDialog>
  );
}
