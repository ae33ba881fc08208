import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect, useId, useState } from 'react';
import { PROCESS_TYPE_IDS } from '../../../../engine/constants';
import { statusLabel, type CompiledWorkflow } from '../../../../engine/workflows';
import type { ProcessFilters } from '../filters';
import { useProcessesText } from '../text';

type Props = {
  filters: ProcessFilters;
  workflows: ReadonlyMap<number, CompiledWorkflow>;
  /** readers of the processes area may switch to all processes */
  canSeeAll: boolean;
  onChange: (next: ProcessFilters) => void;
};

const KW_DELAY_MS = 400;

/** Scope, process type, status, keyword and indirect reports; every change goes to the URL. */
export function ProcessFiltersBar({ filters, workflows, canSeeAll, onChange }: Props) {
  const { t, locale } = useProcessesText();
  const id = useId();
  const [kw, setKw] = useState(filters.kw);

  // the keyword reaches the URL (and the server) once typing pauses
  useEffect(() => {
    if (kw === filters.kw) return;
    const timer = setTimeout(() => onChange({ ...filters, kw }), KW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [kw, filters, onChange]);

  const typeOptions = PROCESS_TYPE_IDS.filter((type) => workflows.has(type)).map((type) => ({
    value: type,
    label: t(`processTypes.${type}`),
  }));
  const statusOptions = [...workflows.values()]
    .filter((w) => filters.type === undefined || w.settings.processType === filters.type)
    .flatMap((w) =>
      w.settings.statusList.map((s) => ({
        value: s.statusId,
        label: `${filters.type === undefined ? `${t(`processTypes.${w.settings.processType}`)} · ` : ''}${statusLabel(w.settings, s.statusId, locale)}`,
      })),
    );
  const active =
    filters.status !== undefined || filters.type !== undefined || filters.kw !== '' || filters.indirect;

  return (
    <div className="dpt-pr-filters" role="group" aria-label={t('processesPage.filters.label')}>
      {canSeeAll && (
        <SelectButton
          value={filters.scope}
          options={[
            { value: 'team', label: t('processesPage.scope.team') },
            { value: 'all', label: t('processesPage.scope.all') },
          ]}
          onChange={(event) => event.value && onChange({ ...filters, scope: event.value as 'team' | 'all' })}
          aria-label={t('processesPage.scope.label')}
          allowEmpty={false}
          data-testid="filter-scope"
        />
      )}
      <Dropdown
        value={filters.type ?? null}
        options={typeOptions}
        onChange={(event) =>
          onChange({ ...filters, type: (event.value as number | null) ?? undefined, status: undefined })
        }
        placeholder={t('processesPage.filters.anyType')}
        aria-label={t('processesPage.filters.type')}
        showClear
        data-testid="filter-type"
      />
      <Dropdown
        value={filters.status ?? null}
        options={statusOptions}
        onChange={(event) => onChange({ ...filters, status: (event.value as number | null) ?? undefined })}
        placeholder={t('processesPage.filters.anyStatus')}
        aria-label={t('processesPage.filters.status')}
        showClear
        filter={statusOptions.length > 10}
        data-testid="filter-status"
      />
      <IconField iconPosition="left" className="dpt-pr-search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={kw}
          onChange={(event) => setKw(event.target.value)}
          placeholder={t('processesPage.filters.kwPlaceholder')}
          aria-label={t('processesPage.filters.kw')}
          data-testid="filter-kw"
        />
      </IconField>
      {filters.scope === 'team' && (
        <span className="dpt-pr-check">
          <Checkbox
            inputId={`${id}-indirect`}
            checked={filters.indirect}
            onChange={(event) => onChange({ ...filters, indirect: !!event.checked })}
            data-testid="filter-indirect"
          />
          <label htmlFor={`${id}-indirect`}>{t('processesPage.filters.indirect')}</label>
        </span>
      )}
      {active && (
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-filter-slash"
          label={t('processesPage.filters.reset')}
          onClick={() => {
            setKw('');
            onChange({ kw: '', indirect: false, scope: filters.scope });
          }}
        />
      )}
    </div>
  );
}
