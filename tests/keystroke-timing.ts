import type { Page } from '@playwright/test';

/** The key events of a keystroke whose Event Timing duration runs from the key to the next frame presented. */
const KEY_EVENTS = ['keydown', 'keypress', 'input', 'keyup'];

/**
 * Types `text` into `field` as a person does (a click scrolls it into view and focuses it, then keys 60 ms
 * apart) and returns each keystroke's duration from the Event Timing API: the longest entry of its interaction,
 * from the key to the next frame presented. Event Timing rounds to 8 ms and reports only entries of 16 ms or
 * more, so an unreported keystroke counts as 8 ms (an upper bound).
 */
export async function keystrokeDurations(page: Page, field: string, text: string): Promise<number[]> {
  await page.locator(field).click();
  await page.evaluate((names) => {
    const w = window as unknown as { __keys: { id: number; duration: number }[] };
    w.__keys = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (e.interactionId && names.includes(e.name))
          w.__keys.push({ id: e.interactionId, duration: e.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  }, KEY_EVENTS);
  await page.keyboard.type(text, { delay: 60 });
  // the last keystroke's entry arrives once its frame is presented; a stalled page presents it late
  await page.waitForTimeout(1000);
  const entries = await page.evaluate(
    () => (window as unknown as { __keys: { id: number; duration: number }[] }).__keys,
  );
  const byInteraction = new Map<number, number>();
  for (const e of entries) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const durations = [...byInteraction.values()];
  while (durations.length < text.length) durations.push(8);
  return durations;
}
