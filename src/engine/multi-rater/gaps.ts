import type { MultiRaterScale } from './report-types';

/** The smallest gap between others and self worth pointing out. */
export const NOTABLE_GAP = 0.5;
/** How many blind spots and hidden strengths a report names at most. */
export const NOTABLE_GAP_COUNT = 3;

/**
 * Pure. Up to three scales whose gap has the sign `direction` and a size of at least 0.5, the widest first and
 * equal gaps in layout order (the order of `scales`). Blind spots are the negative gaps (self rates higher than
 * the others), hidden strengths the positive ones.
 */
export function notableGaps(
  scales: readonly MultiRaterScale[],
  direction: 'negative' | 'positive',
): MultiRaterScale[] {
  const sign = direction === 'negative' ? -1 : 1;
  return scales
    .map((scale, position) => ({ scale, position, size: (scale.gap ?? 0) * sign }))
    .filter(({ size }) => size >= NOTABLE_GAP)
    .sort((a, b) => b.size - a.size || a.position - b.position)
    .slice(0, NOTABLE_GAP_COUNT)
    .map(({ scale }) => scale);
}
