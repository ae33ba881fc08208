import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/use-test-app';

// A built client as `npm run build` leaves it: index.html, Vite's manifest, hashed chunks with their
// compressed copies (scripts/compress-client.mjs)
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-client-'));
const script = 'export const renderer = "x";\n'.repeat(100);
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.mkdirSync(path.join(clientDir, '.vite'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(clientDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/main-1.js', isEntry: true },
    'src/client/features/feedback/feedback-page.tsx': {
      file: 'assets/feedback-page-1.js',
      imports: ['index.html', '_renderer-1.js'],
    },
    '_renderer-1.js': { file: 'assets/renderer-1.js', css: ['assets/renderer-1.css'] },
  }),
);
fs.writeFileSync(path.join(clientDir, 'assets', 'renderer-1.js'), script);
fs.writeFileSync(path.join(clientDir, 'assets', 'renderer-1.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(clientDir, 'assets', 'renderer-1.js.gz'), zlib.gzipSync(script));

const { t } = useTestApp({ config: { clientDir } });
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const authConfigIn = (html: string): unknown =>
  JSON.parse(/<script type="application\/json" id="auth-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the app page', () => {
  it('carries the sign-in settings of GET /api/auth/config, so the app starts without asking', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json();
    for (const url of ['/', '/demo/dashboard', '/demo/feedback/12', '/callback']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(authConfigIn(res.body), url).toEqual(config);
    }
  });

  it("preloads a form page's chunks and styles, and nothing on other pages", async () => {
    const feedback = (await t.app.inject({ method: 'GET', url: '/demo/feedback/12' })).body;
    expect(feedback).toContain('<link rel="modulepreload" crossorigin href="/assets/feedback-page-1.js">');
    expect(feedback).toContain('<link rel="modulepreload" crossorigin href="/assets/renderer-1.js">');
    expect(feedback).toContain('<link rel="preload" as="style" crossorigin href="/assets/renderer-1.css">');
    expect(feedback).not.toContain('href="/assets/main-1.js"'); // the entry is index.html's own
    for (const url of ['/demo/dashboard', '/demo/feedback/abc', '/demo/admin/form/preview/7']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('feedback-page-1.js');
    }
  });

  it('keeps API paths out of it: an unknown API path is the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('built scripts', () => {
  it('go out compressed to browsers that accept it, as they are to others, long cached', async () => {
    const url = '/assets/renderer-1.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
