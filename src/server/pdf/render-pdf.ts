import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

export type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

let configured = false;
/** pdfkit's built-in fonts, which pdfmake names like files: the only "files" it may open. */
const STANDARD_FONTS = new Set(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique']);

/**
 * pdfmake set up once for the server: the standard Helvetica (no font files to ship; WinAnsi covers German),
 * and no file or network access, so that a text in a document can never make it read a path or fetch a URL
 * (images come as data URLs).
 */
function printer(): typeof pdfmake {
  if (!configured) {
    pdfmake.setFonts({
      Helvetica: {
        normal: 'Helvetica',
        bold: 'Helvetica-Bold',
        italics: 'Helvetica-Oblique',
        bolditalics: 'Helvetica-BoldOblique',
      },
    });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
    configured = true;
  }
  return pdfmake;
}

/** Renders a pdfmake document (Helvetica by default) to the bytes of a PDF. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    ...document,
    defaultStyle: { font: 'Helvetica', fontSize: 10, ...document.defaultStyle },
  };
  return printer().createPdf(definition).getBuffer();
}
