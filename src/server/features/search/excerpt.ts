/**
 * Pure. The part of `text` around the first case-insensitive occurrence of `keyword`, at most `radius` characters
 * either side, with an ellipsis where it was cut; the start of the text when the keyword is not in it.
 */
export function excerptAround(text: string, keyword: string, radius = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = flat.toLocaleLowerCase().indexOf(keyword.toLocaleLowerCase());
  const start = at < 0 ? 0 : Math.max(0, at - radius);
  const end =
    at < 0 ? Math.min(flat.length, 2 * radius) : Math.min(flat.length, at + keyword.length + radius);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

/** Pure. A LIKE pattern that finds `keyword` anywhere, its own %, _ and \ taken literally (escape character \). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
