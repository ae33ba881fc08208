const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Pure. `next` with every part that equals the same part of `previous` replaced by that previous object, so a
 * recompiled form keeps the identity of everything that did not change. RJSF compares its props and every
 * field's props deeply on each render; shared parts are equal at the first `===`, which turns the compare of a
 * large form after a small edit from a walk of the whole schema per field into a walk of what changed.
 * Returns `previous` itself when nothing differs (same keys in the same order, same values), and `next`'s own
 * objects where nothing of them could be kept.
 */
export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    let reused = false;
    const shared = next.map((item: unknown, i) => {
      const kept = shareUnchanged(previous[i], item);
      if (kept !== previous[i]) same = false;
      if (kept !== item) reused = true;
      return kept;
    });
    return (same ? previous : reused ? shared : next) as T;
  }
  if (!isRecord(next) || !isRecord(previous) || Object.getPrototypeOf(next) !== Object.prototype) return next;
  const keys = Object.keys(next);
  const previousKeys = Object.keys(previous);
  let same = keys.length === previousKeys.length;
  let reused = false;
  const shared: Record<string, unknown> = {};
  keys.forEach((key, i) => {
    const had = Object.hasOwn(previous, key);
    const kept = had ? shareUnchanged(previous[key], next[key]) : next[key];
    if (!had || kept !== previous[key] || previousKeys[i] !== key) same = false;
    if (kept !== next[key]) reused = true;
    shared[key] = kept;
  });
  return (same ? previous : reused ? shared : next) as T;
}
