import type { LanguageKey } from '../../../../engine/constants';
import { TEMPLATE_TEXTS, type TemplateTexts } from './texts';

// A4 in points; Helvetica's average glyph width is about half the font size, enough to wrap the intro.
const PAGE = { width: 595, height: 842, margin: 56 };

/** Pure. Text as a PDF string literal: WinAnsi (Latin-1) bytes, with ( ) \ escaped. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** Pure. The page's content stream: headings, hints and lines to write on. */
function contentStream(texts: TemplateTexts): string {
  const ops: string[] = [];
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  const text = (font: 'F1' | 'F2', size: number, value: string, x = left) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`);
  const rule = (x1: number, x2: number) => ops.push(`${x1} ${y} m ${x2} ${y} l S`);

  text('F2', 18, texts.title);
  y -= 26;
  for (const line of wrap(texts.intro, 95)) {
    text('F1', 10, line);
    y -= 14;
  }
  y -= 14;
  ops.push('0.6 w 0.55 G');
  for (const field of texts.fields) {
    text('F1', 10, `${field}:`);
    rule(left + 110, right);
    y -= 24;
  }
  for (const section of texts.sections) {
    y -= 10;
    text('F2', 13, section.heading);
    y -= 16;
    text('F1', 9, section.hint);
    for (let i = 0; i < section.lines; i += 1) {
      y -= 22;
      rule(left, right);
    }
    y -= 14;
  }
  y -= 30;
  const half = (right - left) / 2;
  rule(left, left + half - 20);
  rule(left + half + 20, right);
  y -= 12;
  text('F1', 8, texts.signatures[0]);
  text('F1', 8, texts.signatures[1], left + half + 20);
  return ops.join('\n');
}

/**
 * Pure. The PDP template as a one-page PDF 1.4 (A4, Helvetica with WinAnsi encoding for umlauts), built
 * here rather than shipped as a binary so that both languages come from the same texts.
 */
export function pdpTemplatePdf(language: LanguageKey): { fileName: string; body: Buffer } {
  const texts = TEMPLATE_TEXTS[language];
  const content = Buffer.from(contentStream(texts), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    null, // the content stream, written below
    `<< /Title ${pdfString(texts.title)} /Producer (DPT) >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(offset);
    const body =
      object === null
        ? Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< /Length ${content.length} >>\nstream\n`, 'latin1'),
            content,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1');
    chunks.push(body);
    offset += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF\n',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return { fileName: texts.fileName, body: Buffer.concat(chunks) };
}
