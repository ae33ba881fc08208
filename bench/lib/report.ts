import fs from 'node:fs';
import path from 'node:path';

/** One measured figure beside its target. */
export type BenchRow = {
  suite: string;
  metric: string;
  value: number;
  unit: string;
  /** the target as text ("< 3000") and whether the value meets it; absent when a figure has no target */
  target?: { op: '<' | '>='; limit: number };
  note?: string;
  /** why the figure does not count (its load run failed requests or had none succeed): the row is not met */
  failed?: string;
};

/** Whether the row meets its target; a failed row never does, whatever its value. */
export function meets(row: BenchRow): boolean | undefined {
  if (row.failed) return false;
  if (!row.target) return undefined;
  return row.target.op === '<' ? row.value < row.target.limit : row.value >= row.target.limit;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));

/** Prints the rows as an aligned table on stdout. */
export function printTable(rows: BenchRow[]): void {
  const header = ['suite', 'metric', 'value', 'unit', 'target', 'ok', 'note'];
  const lines = rows.map((r) => {
    const ok = meets(r);
    return [
      r.suite,
      r.metric,
      fmt(r.value),
      r.unit,
      r.target ? `${r.target.op} ${r.target.limit}` : '',
      ok === undefined ? '' : ok ? 'yes' : 'NO',
      [r.failed && `FAILED: ${r.failed}`, r.note].filter(Boolean).join('; '),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(line(l));
}

/** Saves the rows with machine facts as bench/results/<timestamp>.json and latest.json. */
export function saveResults(rows: BenchRow[], dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const body = JSON.stringify(
    {
      at: new Date().toISOString(),
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      rows: rows.map((r) => ({ ...r, ok: meets(r) })),
    },
    null,
    2,
  );
  const file = path.join(dir, `${stamp}.json`);
  fs.writeFileSync(file, body);
  fs.writeFileSync(path.join(dir, 'latest.json'), body);
  return file;
}

/** Median and percentiles of a sample (nearest rank). */
export function percentile(sample: number[], p: number): number {
  if (sample.length === 0) throw new Error('percentile of an empty sample: nothing was measured');
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}
