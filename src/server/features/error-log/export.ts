import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { LanguageKey } from '../../../engine/constants';
import type { ErrorLogExportFormat } from '../../../engine/error-log';

/** One row of the download. */
export type ExportRow = {
  date: Date;
  type: number;
  user: string;
  description: string;
  errorId: string;
};

const TEXTS: Record<LanguageKey, { headers: string[]; types: Record<number, string>; sheet: string }> = {
  'de-DE': {
    sheet: 'Fehlerprotokoll',
    headers: ['Datum', 'Typ', 'Fehlerart', 'Benutzer', 'Beschreibung', 'Fehler-ID'],
    types: {
      1: 'Fehlgeschlagene Anmeldung',
      2: 'Fragebogen nicht zugeordnet',
      3: 'Fehlerhafte Vorgesetztenzuordnung',
      403: 'Zugriff verweigert',
      404: 'Nicht gefunden',
      500: 'Unerwarteter Fehler',
    },
  },
  'en-US': {
    sheet: 'Error log',
    headers: ['Date', 'Type', 'Error type', 'User', 'Description', 'Error id'],
    types: {
      1: 'Bad login',
      2: 'Questionnaire not assigned',
      3: 'Bad supervisor assignment',
      403: 'Forbidden',
      404: 'Not found',
      500: 'Unexpected error',
    },
  },
};

/** Pure. One CSV field: quoted when it needs it; a leading formula character is defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`;

async function writeCsv(out: PassThrough, rows: AsyncIterable<ExportRow>, language: LanguageKey) {
  const texts = TEXTS[language];
  // the byte order mark tells spreadsheet programs the file is UTF-8
  out.write(`\ufeff${csvLine(texts.headers)}`);
  for await (const row of rows) {
    const line = csvLine([
      row.date.toISOString(),
      String(row.type),
      texts.types[row.type] ?? '',
      row.user,
      row.description,
      row.errorId,
    ]);
    if (!out.write(line)) await new Promise((resolve) => out.once('drain', resolve));
  }
  out.end();
}

async function writeXlsx(out: PassThrough, rows: AsyncIterable<ExportRow>, language: LanguageKey) {
  const texts = TEXTS[language];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { key: 'date', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
    { key: 'type', width: 8 },
    { key: 'typeName', width: 30 },
    { key: 'user', width: 28 },
    { key: 'description', width: 70 },
    { key: 'errorId', width: 38 },
  ];
  const header = sheet.addRow(texts.headers);
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: texts.headers.length } };
  for await (const row of rows) {
    sheet
      .addRow({
        date: row.date,
        type: row.type,
        typeName: texts.types[row.type] ?? '',
        user: row.user,
        description: row.description,
        errorId: row.errorId,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Streams the rows as an Excel workbook (exceljs' streaming writer: header row in bold, frozen, with an
 * autofilter; dates as date cells) or as CSV (RFC 4180 quoting, UTF-8 with a byte order mark). Headers and type
 * names in the caller's language. A failure while writing ends the stream with the error.
 */
export function exportStream(
  rows: AsyncIterable<ExportRow>,
  format: ErrorLogExportFormat,
  language: LanguageKey,
): Readable {
  const out = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(out, rows, language).catch((err: unknown) => out.destroy(err as Error));
  return out;
}

export const EXPORT_CONTENT_TYPES: Record<ErrorLogExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
