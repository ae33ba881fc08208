import type { LanguageKey } from '../../../../engine/constants';
import { renderPdf, type Content } from '../../../pdf/render-pdf';
import { TEMPLATE_TEXTS } from './texts';

// A4 in points with 56 pt margins: the writing lines span the text width
const WIDTH = 595 - 2 * 56;
const LINE_COLOR = '#8c8c8c';

/** A horizontal line to write on, `width` points long, starting `x` points into the text width. */
const rule = (width: number, x = 0): Content => ({
  canvas: [{ type: 'line', x1: x, y1: 0, x2: x + width, y2: 0, lineWidth: 0.6, lineColor: LINE_COLOR }],
});

/**
 * The PDP template as a one-page A4 PDF in German or English (SPEC §1), laid out by pdfmake from the same texts
 * in both languages: title, introduction, the fields of the plan with lines to write on, the four sections with
 * their hints and lines, and the two signatures.
 */
export async function pdpTemplatePdf(language: LanguageKey): Promise<{ fileName: string; body: Buffer }> {
  const texts = TEMPLATE_TEXTS[language];
  const fields: Content[] = texts.fields.map((field) => ({
    columns: [
      { text: `${field}:`, width: 110 },
      { stack: [{ text: ' ' }, rule(WIDTH - 110)], width: '*' },
    ],
    margin: [0, 0, 0, 10],
  }));
  const sections: Content[] = texts.sections.map((section) => ({
    stack: [
      { text: section.heading, bold: true, fontSize: 13, margin: [0, 10, 0, 2] },
      { text: section.hint, fontSize: 9, margin: [0, 0, 0, 4] },
      ...Array.from({ length: section.lines }, (): Content => ({
        stack: [rule(WIDTH)],
        margin: [0, 20, 0, 0],
      })),
    ],
  }));
  const half = WIDTH / 2;
  const signatures: Content = {
    margin: [0, 40, 0, 0],
    columns: texts.signatures.map((signature) => ({
      width: half,
      stack: [rule(half - 20), { text: signature, fontSize: 8, margin: [0, 4, 0, 0] }],
    })),
  };
  const body = await renderPdf({
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    info: { title: texts.title, producer: 'DPT' },
    content: [
      { text: texts.title, bold: true, fontSize: 18, margin: [0, 0, 0, 10] },
      { text: texts.intro, margin: [0, 0, 0, 16] },
      ...fields,
      ...sections,
      signatures,
    ],
  });
  return { fileName: texts.fileName, body };
}
