import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };
type Outcome = { event: string; detail: string };

// The built catalogue's own list of stories: a new story is checked without touching this file.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** What names an element on screen: a label, a group's legend, a title or a text section's heading. */
const ELEMENT_LABEL = [
  '[data-element-id] label',
  '[data-element-id] legend',
  '[data-element-id] .dpt-element-title',
  '[data-element-id] .dpt-text-section-title',
].join(', ');

/**
 * One preview page per worker, switched from story to story over Storybook's channel: loading the preview
 * bundle once instead of once per story keeps the check at seconds instead of minutes.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      // Storybook's highlight tool watches every DOM change with getComputedStyle over the whole page;
      // nothing here uses it, and it would only slow the big stories down.
      await page.addInitScript(() => {
        (globalThis as { __STORYBOOK_HIGHLIGHT_INITIALIZED?: boolean }).__STORYBOOK_HIGHLIGHT_INITIALIZED =
          true;
      });
      await page.goto('/iframe.html');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** In the page: shows a story and resolves with the event Storybook answers with. */
function showStory(storyId: string): Promise<Outcome> {
  type Channel = {
    on: (event: string, handler: (detail: unknown) => void) => void;
    off: (event: string, handler: (detail: unknown) => void) => void;
    emit: (event: string, payload: unknown) => void;
  };
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
    .__STORYBOOK_ADDONS_CHANNEL__;
  const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
  return new Promise((resolve) => {
    const handlers = events.map((event) => {
      const handler = (detail: unknown) => {
        events.forEach((name, i) => channel.off(name, handlers[i]));
        const info = detail as { title?: string; description?: string; message?: string } | string;
        resolve({
          event,
          detail: typeof info === 'string' ? info : (info?.message ?? info?.description ?? ''),
        });
      };
      channel.on(event, handler);
      return handler;
    });
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

test('the catalogue has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview: page }) => {
    const problems: string[] = [];
    const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
    const onConsole = (message: { type: () => string; text: () => string }) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    };
    page.on('pageerror', onPageError);
    page.on('console', onConsole);
    try {
      const outcome = await page.evaluate(showStory, story.id);
      expect(outcome, outcome.detail).toMatchObject({ event: 'storyRendered' });
      const root = page.locator('#storybook-root');
      await expect(root.locator(':scope > *').first()).toBeVisible();
      await expect(root).not.toBeEmpty();
      if (story.tags?.includes('element-kind'))
        await expect(root.locator(ELEMENT_LABEL).first()).toBeVisible();
      // errors logged by effects after the first paint belong to this story too
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      expect(problems).toEqual([]);
    } finally {
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
    }
  });
}
