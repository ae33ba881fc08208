import { compile, type Questionnaire } from '../../src/engine/forms';
import { buildLargeQuestionnaire } from '../../src/engine/forms/testing/large-questionnaire';
import { percentile, type BenchRow } from '../lib/report';

const suite = 'forms';

/** Median and p99 of compile() on a fresh copy each run (the engine caches nothing per object here). */
function timeCompile(q: Questionnaire, runs: number) {
  const copies = Array.from({ length: runs }, () => structuredClone(q));
  for (let i = 0; i < 20; i++) compile(structuredClone(q), 'de-DE'); // warm the JIT
  const times = copies.map((copy) => {
    const started = performance.now();
    compile(copy, 'de-DE');
    return performance.now() - started;
  });
  return { median: percentile(times, 50), p99: percentile(times, 99) };
}

/** Compile time of a 500-element questionnaire (target < 10 ms median). */
export async function runFormsCompile(): Promise<BenchRow[]> {
  const large = buildLargeQuestionnaire(500);
  const { median, p99 } = timeCompile(large, 200);
  return [
    {
      suite,
      metric: 'compile 500-element questionnaire, median',
      value: median,
      unit: 'ms',
      target: { op: '<', limit: 10 },
    },
    { suite, metric: 'compile 500-element questionnaire, p99', value: p99, unit: 'ms' },
  ];
}
