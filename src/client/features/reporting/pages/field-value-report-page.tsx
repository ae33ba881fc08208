import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PROCESS_TYPE_IDS } from '../../../../engine/constants';
import { useSession } from '../../../lib/session/session-context';
import { downloadReport, useFieldValueReport, useReportForms, useReportOptions } from '../api';
import { RecipientPicker } from '../components/recipient-picker';
import { parseRecipients } from '../recipients';
import { ReportChart } from '../components/report-chart';
import { ReportFilters } from '../components/report-filters';
import { ReportShell } from '../components/report-shell';
import { useReportingText } from '../text';
import { useReportFilters } from '../use-report-filters';
import '../reporting.css';

/**
 * /{slug}/reporting/field-value-report/{reportType}/{processType}: the answers to one question of a
 * questionnaire (chosen in the URL as `form` and `element`), per unit or per person, optionally limited to
 * chosen people (`recipients`, the POST's recipient ids).
 */
export function FieldValueReportPage() {
  const { t, locale } = useReportingText();
  const { slug } = useSession();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const reportType = Number(params.reportType);
  const processType = Number(params.processType);
  const filters = useReportFilters(['form', 'element', 'recipients']);
  const options = useReportOptions(slug);
  const forms = useReportForms(slug, processType);
  const { form, element, recipients, ...rest } = filters.values;
  const recipientIds = parseRecipients(recipients);
  const chosenForm = forms.data?.forms.find((f) => f.correlationId === form);
  const chosenElement = chosenForm?.elements.find((e) => e.id === element);
  const path = `field-value-report/${reportType}/${processType}`;
  const query = chosenElement
    ? {
        ...rest,
        formCorrelationId: form!,
        elementId: element!,
        ...(recipientIds.length > 0 ? { recipientIds: recipientIds.join(',') } : {}),
      }
    : null;
  const body = query
    ? {
        ...query,
        ...(rest.talkroundId ? { talkroundId: Number(rest.talkroundId) } : {}),
        ...(recipientIds.length > 0 ? { recipientIds } : {}),
      }
    : null;
  const report = useFieldValueReport(slug, path, body, locale);
  const go = (type: number, process: number) =>
    navigate(`/${slug}/reporting/field-value-report/${type}/${process}${location.search}`, { replace: true });
  const data = report.data ?? undefined;
  const valueKeys = (data?.columns ?? []).filter((c) => /^v-?\d+$/.test(c.key));
  const charted = (data?.rows ?? []).filter((r) => r.mean !== null).slice(0, 15);
  return (
    <ReportShell
      name="field-value-report"
      report={body ? report.data : undefined}
      loading={report.isLoading || report.isValidating || forms.isLoading}
      onDownload={query ? (format) => downloadReport(slug, path, query, format) : null}
      placeholder={chosenElement ? undefined : t('reporting.filters.chooseElement')}
      switcher={
        <div className="dpt-rp-switcher dpt-rp-field">
          <SelectButton
            value={reportType}
            options={[1, 2].map((v) => ({ label: t(`reporting.reportType.fieldValue.${v}`), value: v }))}
            onChange={(e) => e.value && go(Number(e.value), processType)}
            allowEmpty={false}
            data-testid="report-type"
          />
        </div>
      }
      filters={
        <ReportFilters
          options={options.data}
          values={filters.values}
          onChange={filters.set}
          onReset={filters.reset}
          processTypes={[processType]}
        >
          <label className="dpt-rp-field">
            <span>{t('reporting.processType.label')}</span>
            <Dropdown
              value={processType}
              options={PROCESS_TYPE_IDS.map((id) => ({ label: t(`reporting.processType.${id}`), value: id }))}
              onChange={(e) => go(reportType, Number(e.value))}
              data-testid="report-process-type"
            />
          </label>
          <label className="dpt-rp-field">
            <span>{t('reporting.filters.form')}</span>
            <Dropdown
              value={form ?? ''}
              options={(forms.data?.forms ?? []).map((f) => ({ label: f.name, value: f.correlationId }))}
              onChange={(e) => filters.set({ form: (e.value as string) || null, element: null })}
              data-testid="report-form"
            />
          </label>
          <label className="dpt-rp-field">
            <span>{t('reporting.filters.element')}</span>
            <Dropdown
              value={element ?? ''}
              options={(chosenForm?.elements ?? []).map((e) => ({ label: e.title, value: e.id }))}
              onChange={(e) => filters.set({ element: (e.value as string) || null })}
              disabled={!chosenForm}
              data-testid="report-element"
            />
          </label>
          <RecipientPicker
            scope={options.data?.scope}
            value={recipientIds}
            onChange={(ids) => filters.set({ recipients: ids.length > 0 ? ids.join(',') : null })}
          />
        </ReportFilters>
      }
      chart={
        valueKeys.length > 0 && (
          <ReportChart
            kind="bar"
            title={t('reporting.chart.answers')}
            labels={charted.map((r) => `${String(r.group)} · ${String(r.item)}`)}
            series={valueKeys.map((c) => ({
              label: c.title,
              values: charted.map((r) => Number(r[c.key] ?? 0)),
            }))}
          />
        )
      }
    />
  );
}
