import { Dropdown } from 'primereact/dropdown';
import { useSession } from '../../../lib/session/session-context';
import { downloadReport, useFieldValueReport, useReportForms, useReportOptions } from '../api';
import { RecipientPicker } from '../components/recipient-picker';
import { parseRecipients } from '../recipients';
import { ReportChart } from '../components/report-chart';
import { TypedReportShell } from '../components/typed-report-shell';
import { useReportingText } from '../text';
import { useTypedReport } from '../use-typed-report';
import '../reporting.css';

/**
 * /{slug}/reporting/field-value-report/{reportType}/{processType}: the answers to one question of a
 * questionnaire (chosen in the URL as `form` and `element`), per unit or per person, optionally limited to
 * chosen people (`recipients`, the POST's recipient ids).
 */
export function FieldValueReportPage() {
  const { t, locale } = useReportingText();
  const { slug } = useSession();
  const typed = useTypedReport('field-value-report', ['form', 'element', 'recipients']);
  const { path, processType, filters } = typed;
  const options = useReportOptions(slug);
  const forms = useReportForms(slug, processType);
  const { form, element, recipients, ...rest } = filters.values;
  const recipientIds = parseRecipients(recipients);
  const chosenForm = forms.data?.forms.find((f) => f.correlationId === form);
  const chosenElement = chosenForm?.elements.find((e) => e.id === element);
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
  const data = report.data ?? undefined;
  const valueKeys = (data?.columns ?? []).filter((c) => /^v-?\d+$/.test(c.key));
  const charted = (data?.rows ?? []).filter((r) => r.mean !== null).slice(0, 15);
  return (
    <TypedReportShell
      typed={typed}
      options={options.data}
      report={body ? report.data : undefined}
      loading={report.isLoading || report.isValidating || forms.isLoading}
      onDownload={query ? (format) => downloadReport(slug, path, query, format) : null}
      placeholder={chosenElement ? undefined : t('reporting.filters.chooseElement')}
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
    >
      <label className="dpt-stacked-field dpt-rp-field">
        <span>{t('reporting.filters.form')}</span>
        <Dropdown
          value={form ?? ''}
          options={(forms.data?.forms ?? []).map((f) => ({ label: f.name, value: f.correlationId }))}
          onChange={(e) => filters.set({ form: (e.value as string) || null, element: null })}
          data-testid="report-form"
        />
      </label>
      <label className="dpt-stacked-field dpt-rp-field">
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
    </TypedReportShell>
  );
}
