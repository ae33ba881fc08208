import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import type { ComponentProps, ReactNode } from 'react';
import { PROCESS_TYPE_IDS } from '../../../../engine/constants';
import type { ReportOptions } from '../../../../engine/api/reporting';
import { useReportingText } from '../text';
import type { TypedReport } from '../use-typed-report';
import { ReportFilters } from './report-filters';
import { ReportShell } from './report-shell';

type Props = Omit<ComponentProps<typeof ReportShell>, 'name' | 'switcher' | 'filters'> & {
  typed: TypedReport;
  options: ReportOptions | null | undefined;
  /** the report's own filter fields, after the process type */
  children?: ReactNode;
};

/** The texts of the report type switch of each typed report. */
const TYPE_TEXTS = { 'status-report': 'status', 'field-value-report': 'fieldValue' } as const;

/**
 * The frame of a report by report type and process type (ReportShell): the report type switch above the
 * filters, and the process type as their first field, both changing the page's path.
 */
export function TypedReportShell({ typed, options, children, ...shell }: Props) {
  const { t } = useReportingText();
  const { name, reportType, processType, filters, go } = typed;
  return (
    <ReportShell
      {...shell}
      name={name}
      switcher={
        <div className="dpt-rp-switcher dpt-stacked-field dpt-rp-field">
          <SelectButton
            value={reportType}
            options={[1, 2].map((v) => ({
              label: t(`reporting.reportType.${TYPE_TEXTS[name]}.${v}`),
              value: v,
            }))}
            onChange={(e) => e.value && go(Number(e.value), processType)}
            allowEmpty={false}
            data-testid="report-type"
          />
        </div>
      }
      filters={
        <ReportFilters
          options={options}
          values={filters.values}
          onChange={filters.set}
          onReset={filters.reset}
          processTypes={[processType]}
        >
          <label className="dpt-stacked-field dpt-rp-field">
            <span>{t('reporting.processType.label')}</span>
            <Dropdown
              value={processType}
              options={PROCESS_TYPE_IDS.map((id) => ({ label: t(`reporting.processType.${id}`), value: id }))}
              onChange={(e) => go(reportType, Number(e.value))}
              data-testid="report-process-type"
            />
          </label>
          {children}
        </ReportFilters>
      }
    />
  );
}
