import fs from 'node:fs';
import { elementsInOrder } from '../../src/engine/forms';
import { buildLargeQuestionnaire } from '../../src/engine/forms/testing/large-questionnaire';
import { launchChromium } from '../lib/browser';
import { storeDemoForm } from '../lib/demo-form';
import { percentile, type BenchRow } from '../lib/report';
import { makeDataDir, startServer } from '../lib/server-process';
import { signInAs } from '../lib/sign-in';

const suite = 'forms';
const PORT = 3291;
const ELEMENTS = 300;
const KEYSTROKES = 40;

/** Stores a generated questionnaire in the demo organization while no server holds the database. */
async function storeLargeForm(dataDir: string) {
  const q = buildLargeQuestionnaire(ELEMENTS);
  const id = await storeDemoForm(dataDir, {
    name: q.name,
    questionnaireType: q.questionnaireType,
    isDraft: false,
    pages: q.pages,
  });
  const all = elementsInOrder(q);
  return { id, lastElementId: all[all.length - 1].id };
}

/**
 * Issue 4 figures in headless Chromium, on the form preview page: first render of a 300-element form
 * (from the questionnaire's arrival to its last element in the DOM), keystroke to next paint while
 * typing into one of its text fields (Event Timing API), and the page's JS heap.
 */
export async function runFormsRender(): Promise<BenchRow[]> {
  const dataDir = makeDataDir();
  const baseUrl = `http://localhost:${PORT}`;
  try {
    await (await startServer(dataDir, PORT, { PUBLIC_URL: baseUrl })).stop();
    const form = await storeLargeForm(dataDir);
    const server = await startServer(dataDir, PORT, { PUBLIC_URL: baseUrl });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ locale: 'de-DE' });
      await signInAs(page, baseUrl, 'hanna.hr@demo.example');
      await page.addInitScript((lastId: string) => {
        const w = window as unknown as { __rendered?: number };
        new MutationObserver((_, observer) => {
          if (document.querySelector(`[data-element-id="${lastId}"]`)) {
            w.__rendered = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, form.lastElementId);
      await page.goto(`${baseUrl}/demo/admin/form/preview/${form.id}`);
      await page.waitForFunction(() => (window as unknown as { __rendered?: number }).__rendered, null, {
        timeout: 60_000,
      });
      const renderMs = await page.evaluate((id) => {
        const arrived = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes(`/api/Forms/${id}`)) as PerformanceResourceTiming;
        return (window as unknown as { __rendered: number }).__rendered - arrived.responseEnd;
      }, form.id);

      const field = page.locator('.dpt-form-preview textarea').first();
      await field.click();
      await page.evaluate(() => {
        const w = window as unknown as { __events: { id: number; duration: number }[] };
        w.__events = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
            if (e.interactionId) w.__events.push({ id: e.interactionId, duration: e.duration });
          }
        }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
      });
      await page.keyboard.type('Eine Eingabe, die Zeichen für Zeichen kommt.'.slice(0, KEYSTROKES), {
        delay: 60,
      });
      await page.waitForTimeout(500);
      const events = await page.evaluate(
        () => (window as unknown as { __events: { id: number; duration: number }[] }).__events,
      );
      // Event Timing reports only interactions of 16 ms or more; the others count as 16 (an upper bound).
      const byInteraction = new Map<number, number>();
      for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
      const durations = [...byInteraction.values()];
      while (durations.length < KEYSTROKES) durations.push(16);
      const heap = await page.evaluate(
        () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      );
      return [
        {
          suite,
          metric: `first render of a ${ELEMENTS}-element form`,
          value: renderMs,
          unit: 'ms',
          target: { op: '<', limit: 500 },
        },
        {
          suite,
          metric: 'keystroke to next paint, p50',
          value: percentile(durations, 50),
          unit: 'ms',
          note: `${byInteraction.size} of ${KEYSTROKES} keystrokes took >= 16 ms`,
        },
        {
          suite,
          metric: 'keystroke to next paint, p95',
          value: percentile(durations, 95),
          unit: 'ms',
          target: { op: '<', limit: 50 },
        },
        { suite, metric: 'JS heap after render', value: Math.round(heap / 1024 / 1024), unit: 'MB' },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
