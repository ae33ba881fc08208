import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvField, fileNameOf, writeCsv } from './export';
import type { PreparedReport } from './service';

const text = { key: 't', type: 'text' as const, title: 'T' };
const number = { key: 'n', type: 'number' as const, title: 'N' };

describe('report downloads', () => {
  it('CSV fields are quoted when needed and formulas stay text', () => {
    expect(csvField(text, 'plain')).toBe('plain');
    expect(csvField(text, 'a,b')).toBe('"a,b"');
    expect(csvField(text, 'say "hi"')).toBe('"say ""hi"""');
    expect(csvField(text, '=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(text, '-1')).toBe("'-1");
    expect(csvField(number, -1)).toBe('-1');
    expect(csvField(text, null)).toBe('');
  });

  it('names the file by report, day and format', () => {
    expect(fileNameOf('pdp-report', 'csv', new Date('2026-03-01T10:00:00Z'))).toBe(
      'pdp-report-2026-03-01.csv',
    );
  });

  it('writes the header and every batch of rows, in order', async () => {
    const report: PreparedReport = {
      report: 'x',
      scope: 'organization',
      threshold: 5,
      columns: [text, number],
      batches: {
        async *[Symbol.asyncIterator]() {
          yield [{ t: 'a', n: 1 }];
          yield [{ t: 'b', n: null }];
        },
      },
    };
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeCsv(report, out);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('\uFEFFT,N\r\na,1\r\nb,\r\n');
  });
});
