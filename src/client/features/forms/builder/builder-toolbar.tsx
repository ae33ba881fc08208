import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useRef } from 'react';
import { PROCESS_TYPES, type ProcessType } from '../../../../engine/constants';
import type { Translate } from '../../../lib/i18n/translate';

type Props = {
  name: string;
  questionnaireType: ProcessType;
  canUndo: boolean;
  canRedo: boolean;
  busy: boolean;
  t: Translate;
  onName: (name: string) => void;
  onType: (type: ProcessType) => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: (publish: boolean) => void;
  onExport: () => void;
  onImport: (text: string) => void;
};

/** Name and type of the questionnaire, undo/redo, save as draft, publish, export and import. */
export function BuilderToolbar(props: Props) {
  const { t } = props;
  const file = useRef<HTMLInputElement>(null);
  return (
    <div className="dpt-controls" role="toolbar" aria-label={t('formBuilder.editor.editTitle')}>
      <span className="dpt-fb-field dpt-fb-name">
        <label htmlFor="fb-form-name">{t('formBuilder.editor.name')}</label>
        <InputText
          id="fb-form-name"
          value={props.name}
          maxLength={200}
          onChange={(e) => props.onName(e.target.value)}
          data-testid="fb-form-name"
        />
      </span>
      <span className="dpt-fb-field">
        <label htmlFor="fb-form-type">{t('formBuilder.editor.type')}</label>
        <Dropdown
          inputId="fb-form-type"
          value={props.questionnaireType}
          options={Object.values(PROCESS_TYPES).map((value) => ({
            value,
            label: t(`processTypes.${value}`),
          }))}
          onChange={(e) => props.onType(e.value as ProcessType)}
          data-testid="fb-form-type"
        />
      </span>
      <span className="dpt-fb-toolbar-buttons">
        <Button
          type="button"
          icon="pi pi-undo"
          text
          aria-label={t('formBuilder.editor.undo')}
          tooltip={`${t('formBuilder.editor.undo')} (Ctrl+Z)`}
          disabled={!props.canUndo}
          onClick={props.onUndo}
          data-testid="fb-undo"
        />
        <Button
          type="button"
          icon="pi pi-refresh"
          text
          aria-label={t('formBuilder.editor.redo')}
          tooltip={`${t('formBuilder.editor.redo')} (Ctrl+Y)`}
          disabled={!props.canRedo}
          onClick={props.onRedo}
          data-testid="fb-redo"
        />
        <Button
          type="button"
          icon="pi pi-download"
          text
          label={t('formBuilder.editor.export')}
          onClick={props.onExport}
          data-testid="fb-export"
        />
        <Button
          type="button"
          icon="pi pi-upload"
          text
          label={t('formBuilder.editor.import')}
          onClick={() => file.current?.click()}
          data-testid="fb-import"
        />
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('formBuilder.editor.importFile')}
          data-testid="fb-import-file"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) void chosen.text().then(props.onImport);
          }}
        />
        <Button
          type="button"
          icon="pi pi-save"
          outlined
          label={t('formBuilder.editor.saveDraft')}
          loading={props.busy}
          onClick={() => props.onSave(false)}
          data-testid="fb-save-draft"
        />
        <Button
          type="button"
          icon="pi pi-check"
          label={t('formBuilder.editor.publish')}
          loading={props.busy}
          onClick={() => props.onSave(true)}
          data-testid="fb-publish"
        />
      </span>
    </div>
  );
}
