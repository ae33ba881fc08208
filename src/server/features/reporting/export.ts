import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportExportFormat, ReportRow } from '../../../engine/reporting';
import type { PreparedReport } from './service';

/** The content type of each download format. */
export const CONTENT_TYPES: Record<ReportExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Pure. A report's file name: `{report}-{YYYY-MM-DD}.{format}`. */
export const fileNameOf = (report: string, format: ReportExportFormat, now = new Date()) =>
  `${report}-${now.toISOString().slice(0, 10)}.${format}`;

/** Collects every batch: the JSON answer (the table on screen). */
export async function allRows(report: PreparedReport): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for await (const batch of report.batches) rows.push(...batch);
  return rows;
}

type Column = PreparedReport['columns'][number];

/** Pure. A cell as the workbook types it: numbers as numbers, ISO dates as dates (UTC midnight), text as text. */
function excelValue(column: Column, value: ReportRow[string]): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T00:00:00Z`);
  return value;
}

const NUMBER_FORMATS: Partial<Record<Column['type'], string>> = {
  date: 'dd.mm.yyyy',
  percent: '0.0" %"',
};

/**
 * Streams a report as an Excel workbook into `out`: one sheet, a bold header row with an autofilter, the
 * header frozen, typed cells; each batch of rows is committed as it comes, so the workbook is never held whole.
 */
export async function writeWorkbook(report: PreparedReport, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(report.report.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = report.columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.min(40, Math.max(10, c.title.length + 2)),
    ...(NUMBER_FORMATS[c.type] ? { style: { numFmt: NUMBER_FORMATS[c.type] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: report.columns.length } };
  for await (const batch of report.batches) {
    for (const row of batch)
      sheet.addRow(report.columns.map((c) => excelValue(c, row[c.key] ?? null))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Pure. One CSV field (RFC 4180): quoted when it holds a separator, quote or line break; text that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe.
 */
export function csvField(column: Column, value: ReportRow[string]): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (column.type === 'text' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Streams a report as CSV (UTF-8 with BOM, comma-separated, a header row) into `out`, batch by batch. */
export async function writeCsv(report: PreparedReport, out: PassThrough): Promise<void> {
  const line = (fields: string[]) => `${fields.join(',')}\r\n`;
  out.write(`\uFEFF${line(report.columns.map((c) => csvField({ ...c, type: 'text' }, c.title)))}`);
  for await (const batch of report.batches) {
    const chunk = batch
      .map((row) => line(report.columns.map((c) => csvField(c, row[c.key] ?? null))))
      .join('');
    if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
  }
  out.end();
}
