/** Pure. Breaks a label into at most `maxLines` lines of about `width` characters; the last one gets "…". */
export function wrapLabel(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = `${last.slice(0, width - 1)}…`;
  return kept.map((l, i) => (i < maxLines - 1 && l.length > width ? `${l.slice(0, width - 1)}…` : l));
}
