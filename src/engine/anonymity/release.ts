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
 * Pure. Free-text answers in an order that tells nothing about who wrote them or when: by element, then row,
 * then text. Blank texts are dropped.
 */
export function inContentOrder<T extends { elementId: string; itemId: string | null; text: string }>(
  texts: readonly T[],
): T[] {
  return texts
    .filter((t) => t.text.trim() !== '')
    .sort(
      (a, b) =>
        compare(a.elementId, b.elementId) ||
        compare(a.itemId ?? '', b.itemId ?? '') ||
        compare(a.text, b.text),
    );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
