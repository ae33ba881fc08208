import type { ArchiveDocument } from '../../../engine/archive';
import { FEEDBACK_TYPES, languageKeyOf, type LanguageKey } from '../../../engine/constants';
import { localize } from '../../../engine/forms';
import type { Column, Content, TableCell, TDocumentDefinitions } from '../../pdf/render-pdf';
import { comparisonRows, questionnaireBlocks, type AnswerBlock } from './content';
import type { ArchiveSource, FilledFeedback } from './deps';
import { ARCHIVE_TEXTS, type ArchiveTexts } from './texts';

/** The feedback whose read right opens each document (the comparison: the comparison feedback's). */
export const DOCUMENT_FEEDBACK_TYPE: Record<ArchiveDocument, number> = {
  conclusion: FEEDBACK_TYPES.documentation,
  'self-evaluation': FEEDBACK_TYPES.selfEvaluation,
  'supervisor-evaluation': FEEDBACK_TYPES.managerEvaluation,
  comparison: FEEDBACK_TYPES.comparison,
};

const TITLE_KEY: Record<ArchiveDocument, keyof ArchiveTexts['documents']> = {
  conclusion: 'conclusion',
  'self-evaluation': 'selfEvaluation',
  'supervisor-evaluation': 'supervisorEvaluation',
  comparison: 'comparison',
};

/** What the documents show around the answers. */
export type ArchiveFrame = {
  organizationName: string;
  /** the organization's logo (PNG) when its theme has one */
  logoPng: Buffer | null;
  archivedAt: Date;
  timeZone: string;
};

/** Pure. The language of a process's archive: its recipient's language (a process has none of its own). */
export function archiveLanguage(recipientLanguage: string | undefined): LanguageKey {
  return languageKeyOf(recipientLanguage);
}

const dateText = (date: Date, language: LanguageKey, timeZone: string, withTime = false) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone,
  }).format(date);

function nameOf(source: ArchiveSource, id: number | null): string {
  const person = id === null ? undefined : source.people.get(id);
  return person ? `${person.firstName} ${person.lastName}` : '';
}

function header(
  source: ArchiveSource,
  document: ArchiveDocument,
  frame: ArchiveFrame,
  language: LanguageKey,
  donorId: number | null,
): Content[] {
  const texts = ARCHIVE_TEXTS[language];
  const { process, compiled } = source;
  const status = compiled.statusById.get(process.status_id);
  const title = localize(process.title, language) ?? '';
  const meta: [string, string][] = [
    [texts.recipient, nameOf(source, process.recipient_id)],
    ...(donorId !== null ? ([[texts.donor, nameOf(source, donorId)]] as [string, string][]) : []),
    [texts.process, title],
    [texts.period, `${process.start_date} – ${process.end_date}`],
    ...(process.talk_date
      ? ([[texts.talkDate, dateText(process.talk_date, language, frame.timeZone, true)]] as [
          string,
          string,
        ][])
      : []),
    [texts.status, status ? (localize(status.translations, language) ?? String(process.status_id)) : ''],
    [texts.archivedAt, dateText(frame.archivedAt, language, frame.timeZone, true)],
  ];
  const name: Column = { text: frame.organizationName, style: 'organization', width: '*' };
  const logo: Column | undefined = frame.logoPng
    ? {
        width: 150,
        stack: [
          {
            image: `data:image/png;base64,${frame.logoPng.toString('base64')}`,
            fit: [140, 48],
            alignment: 'right',
          },
        ],
      }
    : undefined;
  const top: Content = logo
    ? { columns: [name, logo] }
    : { text: frame.organizationName, style: 'organization' };
  return [
    top,
    { text: texts.documents[TITLE_KEY[document]], style: 'title' },
    {
      table: { widths: [120, '*'], body: meta.map(([label, value]) => [{ text: label, bold: true }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    },
  ];
}

function blockContent(block: AnswerBlock): Content {
  switch (block.kind) {
    case 'pageTitle':
      return { text: block.text, style: 'pageTitle' };
    case 'heading':
      return { text: block.text, style: 'heading' };
    case 'answer':
      return {
        stack: [{ text: block.question, style: 'question' }, ...block.lines.map((line) => ({ text: line }))],
        margin: [0, 0, 0, 8],
      };
    case 'table': {
      const headerRow = block.columns.some((c) => c !== '');
      const body: TableCell[][] = [
        ...(headerRow ? [block.columns.map((c) => ({ text: c, bold: true }))] : []),
        ...block.rows.map((row) => row.map((cell) => ({ text: cell }))),
      ];
      return {
        stack: [
          { text: block.question, style: 'question' },
          body.length === 0 || block.rows.length === 0
            ? { text: '—' }
            : {
                table: { headerRows: headerRow ? 1 : 0, widths: block.columns.map(() => '*'), body },
                layout: 'lightHorizontalLines',
              },
        ],
        margin: [0, 0, 0, 8],
      };
    }
  }
}

const STYLES: TDocumentDefinitions['styles'] = {
  organization: { fontSize: 11, color: '#555555', margin: [0, 0, 0, 8] },
  title: { fontSize: 18, bold: true, margin: [0, 4, 0, 10] },
  pageTitle: { fontSize: 14, bold: true, margin: [0, 10, 0, 6] },
  heading: { fontSize: 12, bold: true, margin: [0, 6, 0, 4] },
  question: { bold: true, margin: [0, 0, 0, 2] },
};

function page(content: Content[], language: LanguageKey): TDocumentDefinitions {
  const texts = ARCHIVE_TEXTS[language];
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    info: { producer: 'DPT' },
    content,
    styles: STYLES,
    footer: (current, count) => ({
      text: texts.page(current, count),
      alignment: 'right',
      fontSize: 8,
      margin: [48, 16, 48, 0],
    }),
  };
}

const ofType = (source: ArchiveSource, type: number): FilledFeedback | undefined =>
  source.filled.find((f) => f.feedback.feedback_type === type);

/**
 * Pure. The pdfmake definition of one archive document, or undefined when the process has nothing for it (no
 * such feedback; the comparison needs a self-evaluation or a supervisor evaluation).
 */
export function archiveDocumentDefinition(
  source: ArchiveSource,
  document: ArchiveDocument,
  frame: ArchiveFrame,
  language: LanguageKey,
): TDocumentDefinitions | undefined {
  const say = { language, texts: ARCHIVE_TEXTS[language] };
  if (document === 'comparison') {
    const self = ofType(source, FEEDBACK_TYPES.selfEvaluation);
    const manager = ofType(source, FEEDBACK_TYPES.managerEvaluation);
    if (!self && !manager) return undefined;
    const rows = comparisonRows(self, manager, say);
    const body: TableCell[][] = [
      [say.texts.question, say.texts.self, say.texts.supervisor].map((text) => ({ text, bold: true })),
      ...rows.map((row) => row.map((text) => ({ text }))),
    ];
    return page(
      [
        ...header(source, document, frame, language, null),
        { table: { headerRows: 1, widths: ['*', '*', '*'], body }, layout: 'lightHorizontalLines' },
      ],
      language,
    );
  }
  const filled = ofType(source, DOCUMENT_FEEDBACK_TYPE[document]);
  if (!filled) return undefined;
  const blocks = filled.questionnaire ? questionnaireBlocks(filled.questionnaire, filled.values, say) : [];
  const answered = blocks.length > 0 ? blocks.map(blockContent) : [{ text: say.texts.notAnswered }];
  return page(
    [...header(source, document, frame, language, filled.feedback.donor_id), ...answered],
    language,
  );
}
