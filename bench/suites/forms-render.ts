import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compile, elementsInOrder } from '../../src/engine/forms';
import { buildLargeQuestionnaire } from '../../src/engine/forms/testing/large-questionnaire';
import { launchChromium } from '../lib/browser';
import { storeDemoForm } from '../lib/demo-form';
import { keystrokeDurations } from '../../tests/keystroke-timing';
import { percentile, type BenchRow } from '../lib/report';
import { makeDataDir, startServer } from '../lib/server-process';
import { signInAs } from '../lib/sign-in';

const suite = 'forms';
const PORT = 3291;
const ELEMENTS = 300;
const KEYSTROKES = 40;
const STOCK_PORT = 3292;
/** page loads per side for the navigation-start comparison, alternating app and stock RJSF */
const LOADS = 3;

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
  // where a person types: the text question nearest the middle of the form, pages away from the top
  const middle = all.slice(all.length / 2).find((e) => e.type === 'textQuestion')!;
  return {
    id,
    lastElementId: all[all.length - 1].id,
    middleTextId: middle.id,
    schema: compile(q, 'de-DE').schema,
  };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const stockHtml = `<!doctype html>
<html lang="de"><head><meta charset="utf-8" /><title>stock RJSF</title></head>
<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>`;

// the schema is fetched as the app fetches its form; the renderer comes with the page's one script
const stockMain = `import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
const schema = await (await fetch('/schema.json')).json();
createRoot(document.getElementById('root')).render(<Form schema={schema} validator={validator} />);
`;

/**
 * The yardstick of "a form page from navigation start": the same JSON Schema rendered by @rjsf/core with its
 * default theme and the AJV 8 validator, nothing else (no sign-in, no session, no layout). Built by Vite for
 * production into .tmp/ (ignored by git) and served by a plain Node server.
 */
async function serveStockRjsf(schema: unknown, port: number) {
  const tmp = path.join(import.meta.dirname, '../../.tmp');
  fs.mkdirSync(tmp, { recursive: true }); // not in a fresh clone
  const dir = fs.mkdtempSync(path.join(tmp, 'stock-rjsf-'));
  fs.writeFileSync(path.join(dir, 'index.html'), stockHtml);
  fs.writeFileSync(path.join(dir, 'main.tsx'), stockMain);
  const outDir = path.join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, target: 'es2022', chunkSizeWarningLimit: 4096 },
  });
  const body = JSON.stringify(schema);
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/schema.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(body);
    }
    const file = path.join(outDir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(outDir) || !fs.existsSync(file)) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Milliseconds from navigation start until `selector` is in the page, in a new browser context (an empty
 * HTTP cache: what a user opening the link meets), signed in when `storageState` holds a session.
 */
async function drawnFromNavigationStart(
  browser: Browser,
  url: string,
  selector: string,
  storageState?: StorageState,
): Promise<number> {
  const context = await browser.newContext({ locale: 'de-DE', storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript((wanted: string) => {
      const w = window as unknown as { __drawn?: number };
      new MutationObserver((_, observer) => {
        if (!document.querySelector(wanted)) return;
        w.__drawn = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, selector);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __drawn?: number }).__drawn, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => (window as unknown as { __drawn: number }).__drawn);
  } finally {
    await context.close();
  }
}

/**
 * Figures in headless Chromium, on the form preview page: first render of a 300-element form
 * (from the questionnaire's arrival to its last element in the DOM), keystroke to next paint while
 * typing into the text field in the middle of the form (Event Timing API), and the page's JS heap.
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
      const session = await page.context().storageState();
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

      // a person types once the page has settled, not within the frame the form appeared in: the web fonts
      // arriving after it re-lay out all 300 elements, and the keystrokes of that moment measured the fonts
      await page.waitForLoadState('networkidle');
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      const durations = await keystrokeDurations(
        page,
        `[data-element-id="${form.middleTextId}"] textarea`,
        'Eine Eingabe, die Zeichen für Zeichen kommt.'.slice(0, KEYSTROKES),
      );
      const slow = durations.filter((d) => d >= 16).length;
      const heap = await page.evaluate(
        () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      );

      // The form page from navigation start (session, form and renderer) against a bare page with
      // stock RJSF rendering the same schema; alternating loads on cold caches, medians of LOADS each
      const appLoads: number[] = [];
      const stockLoads: number[] = [];
      const stock = await serveStockRjsf(form.schema, STOCK_PORT);
      try {
        for (let i = 0; i < LOADS; i++) {
          appLoads.push(
            await drawnFromNavigationStart(
              browser,
              `${baseUrl}/demo/admin/form/preview/${form.id}`,
              `[data-element-id="${form.lastElementId}"]`,
              session,
            ),
          );
          stockLoads.push(
            await drawnFromNavigationStart(browser, stock.url, 'form.rjsf button[type="submit"]'),
          );
        }
      } finally {
        await stock.close();
      }
      const stockMs = percentile(stockLoads, 50);
      return [
        {
          suite,
          metric: `${ELEMENTS}-element form page from navigation start (signed in, cold cache)`,
          value: percentile(appLoads, 50),
          unit: 'ms',
          target: { op: '<', limit: Math.round(stockMs) },
          note: `median of ${LOADS}: ${appLoads.map(Math.round).join(', ')}; target: stock RJSF`,
        },
        {
          suite,
          metric: `same schema, bare page with stock RJSF, from navigation start`,
          value: stockMs,
          unit: 'ms',
          note: `median of ${LOADS}: ${stockLoads.map(Math.round).join(', ')}`,
        },
        {
          suite,
          metric: `first render of a ${ELEMENTS}-element form`,
          value: renderMs,
          unit: 'ms',
          target: { op: '<', limit: 500 },
        },
        {
          suite,
          metric: `keystroke to next paint in ${form.middleTextId} (mid-form), p50`,
          value: percentile(durations, 50),
          unit: 'ms',
          target: { op: '<', limit: 16 },
          note: `${slow} of ${KEYSTROKES} keystrokes took >= 16 ms`,
        },
        {
          suite,
          metric: `keystroke to next paint in ${form.middleTextId} (mid-form), p95`,
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
