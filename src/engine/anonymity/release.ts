import { MIN_ANONYMITY_THRESHOLD } from './threshold';

/**
 * How answers given without a name are shown so that none can be singled out: only in groups that meet a
 * threshold, and a growing set of answers only in whole blocks of that threshold. With blocks, two views taken
 * before and after one more answer show the same figures, so the difference never isolates a single answer;
 * it spans at least `threshold` answers.
 */

/**
 * Pure. How many of `answered` answers (oldest first) may be shown together: 0 below `threshold`, else the
 * largest multiple of `threshold` not above `answered`.
 */
export function releasedCount(answered: number, threshold: number): number {
  const block = Math.max(MIN_ANONYMITY_THRESHOLD, Math.floor(threshold));
  if (!Number.isFinite(answered) || answered < block) return 0;
  return Math.floor(answered / block) * block;
}

/** Pure. The first `releasedCount` of `answers`, which must be ordered oldest first. */
export function releasedAnswers<T>(answersOldestFirst: readonly T[], threshold: number): T[] {
  return answersOldestFirst.slice(0, releasedCount(answersOldestFirst.length, threshold));
}

/**
 * Pure. Free-text answers in an order that tells nothing about who wrote them or when: by element, then row (none
 * first), then text, by code unit so that no locale changes it. Blank texts are dropped.
 */
export function inContentOrder<T extends { elementId: string; itemId: string | null; text: string }>(
  texts: readonly T[],
): T[] {
  const keys = (t: T) => [t.elementId, t.itemId === null ? '' : `\u0001${t.itemId}`, t.text];
  const compare = (a: T, b: T) => {
    const [ka, kb] = [keys(a), keys(b)];
    for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
    return 0;
  };
  return texts.filter((t) => t.text.trim() !== '').sort(compare);
}
