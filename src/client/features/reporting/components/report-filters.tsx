import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type { ReactNode } from 'react';
import { DateInput } from '../../../forms/widgets/date-input';
import type { ReportOptions } from '../../../../engine/api/reporting';
import { useReportingText } from '../text';

type Props = {
  options: ReportOptions | null | undefined;
  values: Record<string, string>;
  onChange: (changes: Record<string, string | null>) => void;
  onReset: () => void;
  /** the talkrounds shown: those of this process type (all when undefined) */
  processTypes?: readonly number[];
  /** report-specific fields before the common ones */
  children?: ReactNode;
};

/** The filters of SPEC §2 (talkround or period, unit, location, position), written into the URL. */
export function ReportFilters({ options, values, onChange, onReset, processTypes, children }: Props) {
  const { t } = useReportingText();
  const any = { label: t('reporting.filters.any'), value: '' };
  const choices = (list: string[] | undefined) => [any, ...(list ?? []).map((v) => ({ label: v, value: v }))];
  const rounds = (options?.talkrounds ?? []).filter(
    (r) => processTypes === undefined || processTypes.includes(r.processType),
  );
  const select = (key: 'hierarchy' | 'location' | 'position') => (
    <label className="dpt-stacked-field dpt-rp-field">
      <span>{t(`reporting.filters.${key}`)}</span>
      <Dropdown
        value={values[key] ?? ''}
        options={choices(options?.[key])}
        onChange={(e) => onChange({ [key]: (e.value as string) || null })}
        filter={(options?.[key].length ?? 0) > 8}
        data-testid={`report-filter-${key}`}
      />
    </label>
  );
  return (
    <fieldset className="dpt-card dpt-rp-filters" data-testid="report-filters">
      <legend>{t('reporting.filters.title')}</legend>
      {children}
      <label className="dpt-stacked-field dpt-rp-field">
        <span>{t('reporting.filters.talkround')}</span>
        <Dropdown
          value={values.talkroundId ?? ''}
          options={[any, ...rounds.map((r) => ({ label: r.name, value: String(r.id) }))]}
          onChange={(e) => onChange({ talkroundId: (e.value as string) || null })}
          data-testid="report-filter-talkround"
        />
      </label>
      <label className="dpt-stacked-field dpt-rp-field">
        <span>{t('reporting.filters.from')}</span>
        <DateInput
          id="report-filter-from"
          value={values.from || undefined}
          compact
          onCommit={(iso) => onChange({ from: iso ?? null })}
        />
      </label>
      <label className="dpt-stacked-field dpt-rp-field">
        <span>{t('reporting.filters.to')}</span>
        <DateInput
          id="report-filter-to"
          value={values.to || undefined}
          compact
          onCommit={(iso) => onChange({ to: iso ?? null })}
        />
      </label>
      {select('hierarchy')}
      {select('location')}
      {select('position')}
      <div className="dpt-stacked-field dpt-rp-field dpt-rp-reset">
        <Button
          type="button"
          text
          icon="pi pi-filter-slash"
          label={t('reporting.filters.reset')}
          onClick={onReset}
        />
      </div>
    </fieldset>
  );
}
