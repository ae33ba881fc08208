import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeCss } from '../../src/server/features/theme/sanitize-css';
import { CHROMIUM_LAUNCH } from '../chromium';

/**
 * An organization's custom CSS, sanitized, makes Chromium (without the app's CSP) request no
 * other host, for a corpus of known ways around url() checks. The same corpus unsanitized does reach the other
 * host, which shows that the page would notice.
 */
const CORPUS = [
  String.raw`.x{background:url("/\\evil.example/1.png")}`,
  String.raw`.x{background:url(//evil.example/2.png)}`,
  String.raw`.x{background:url(\2f\2f evil.example/3.png)}`,
  String.raw`.x{background:url("\2f\2f evil.example/4.png")}`,
  String.raw`.x{background:url(https://evil.example/5.png)}`,
  String.raw`.x{background:url(ht\74ps://evil.example/6.png)}`,
  String.raw`.x{background:url("ht\9 tps://evil.example/7.png")}`,
  String.raw`.x{background:url("/\9/evil.example/8.png")}`,
  String.raw`@import url(https://evil.example/9.css);`,
  String.raw`@import "//evil.example/10.css";`,
  String.raw`.x{background:image-set("//evil.example/12.png" 1x)}`,
  String.raw`.x{background:-webkit-image-set(url(//evil.example/13.png) 1x)}`,
  String.raw`.x{background:\75rl(//evil.example/14.png)}`,
  String.raw`.x{background:u\rl(//evil.example/15.png)}`,
  String.raw`@font-face{font-family:f;src:url(//evil.example/16.woff)} .x{font-family:f}`,
  String.raw`.x{list-style-image:url(//evil.example/18.png);display:list-item}`,
  String.raw`.x{border-image:url(//evil.example/19.png) 30 round;border:5px solid}`,
  String.raw`.x{mask-image:url(//evil.example/20.png)}`,
  String.raw`.x{background:url(  "  //evil.example/21.png"  )}`,
  String.raw`.x{background:url("\\\\evil.example/23.png")}`,
  String.raw`.x{background:url("\/\/evil.example/25.png")}`,
  String.raw`.x{background:URL(//evil.example/26.png)}`,
  String.raw`.x{background:url(/\
/evil.example/27.png)}`,
  String.raw`.x{content:"";background:url("%2F%2Fevil.example/28.png"), url(//evil.example/29.png)}`,
];

const PAGE_ORIGIN = 'https://app.example';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(CHROMIUM_LAUNCH);
}, 60_000);
afterAll(async () => browser?.close());

/** The hosts other than the page's own that Chromium requests while showing this CSS. */
async function foreignRequests(css: string): Promise<string[]> {
  const page = await browser.newPage();
  const foreign: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== PAGE_ORIGIN) {
      foreign.push(url.href);
      return route.abort();
    }
    if (url.pathname === '/')
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><style>${css}</style></head><body><div class="x">Text</div></body></html>`,
      });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${PAGE_ORIGIN}/`);
  await page.hover('.x');
  // image, font and import requests start while the page lays out; all are answered at once (route)
  await page.waitForTimeout(250);
  await page.close();
  return foreign;
}

describe('custom CSS in Chromium', () => {
  it('the corpus, unsanitized, reaches the other host (the page notices)', async () => {
    // one page per entry, side by side: each waits 250 ms for late requests, so together they wait once
    const requests = await Promise.all(CORPUS.map(foreignRequests));
    const leaking = CORPUS.filter((_, i) => requests[i].length > 0);
    expect(leaking.length).toBeGreaterThan(CORPUS.length / 2);
  }, 120_000);

  it('sanitized, requests no other host; same-origin paths and data images stay', async () => {
    const leaks = await Promise.all(
      CORPUS.map(async (css) => {
        const sanitized = sanitizeCss(css);
        const requests = await foreignRequests(sanitized);
        return requests.length > 0 ? [`${css} -> ${sanitized} -> ${requests.join(', ')}`] : [];
      }),
    );
    expect(leaks.flat()).toEqual([]);
    expect(sanitizeCss('.x{background:url(/api/file/public/demo-logo.png)}')).toContain('url(');
    expect(sanitizeCss('.x{background:url(img/a.png)}')).toContain('url(');
    expect(sanitizeCss('.x{background:url(data:image/png;base64,iVBORw0KGgo=)}')).toContain('data:image/png');
  }, 120_000);
});
