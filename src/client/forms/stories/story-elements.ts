import { emptyFeedbackValues, type FeedbackValues } from '../../../engine/forms/answer-types';
import type { CompileContext } from '../../../engine/forms/compiled-types';
import type { FormElement, Localized, Questionnaire } from '../../../engine/forms/questionnaire-types';

/** German and English text of the catalogue's examples. */
export const text = (de: string, en: string): Localized => ({ 'de-DE': de, 'en-US': en });

/** Pure. A one-page questionnaire around the given elements (indexed by position). */
export function storyQuestionnaire(
  elements: FormElement[],
  title = text('Beispiel', 'Example'),
): Questionnaire {
  return {
    correlationId: 'storybook',
    name: 'Storybook',
    questionnaireType: 1,
    isDraft: false,
    pages: [{ id: 'page1', pageIndex: 0, title, elements: elements.map((e, index) => ({ ...e, index })) }],
  };
}

/** Pure. Feedback values with the given parts filled. */
export const storyValues = (parts: Partial<FeedbackValues>): FeedbackValues => ({
  ...emptyFeedbackValues(),
  ...parts,
});

export const satisfactionAnchors = [
  { value: 1, label: text('gar nicht zufrieden', 'not satisfied at all') },
  { value: 3, label: text('teils, teils', 'partly') },
  { value: 5, label: text('sehr zufrieden', 'very satisfied') },
];

export const scaleQuestion = (overrides: Partial<FormElement> = {}): FormElement => ({
  id: 'satisfaction',
  index: 0,
  type: 'scaleQuestion',
  title: text(
    'Wie zufrieden sind Sie insgesamt mit Ihrer Arbeitssituation?',
    'How satisfied are you with your work situation overall?',
  ),
  subtitle: text(
    'Berücksichtigen Sie Aufgaben, Team und Rahmenbedingungen.',
    'Consider tasks, team and conditions.',
  ),
  tooltip: text('1 ist der niedrigste, 5 der höchste Wert.', '1 is the lowest, 5 the highest value.'),
  anchors: satisfactionAnchors,
  ...overrides,
});

export const textQuestion = (overrides: Partial<FormElement> = {}): FormElement => ({
  id: 'achievements',
  index: 0,
  type: 'textQuestion',
  title: text(
    'Was waren Ihre wichtigsten Erfolge im vergangenen Jahr?',
    'What were your main achievements over the past year?',
  ),
  commentFieldType: 2,
  ...overrides,
});

export const competencyItems = [
  { id: 'communication', index: 0, title: text('Kommunikation', 'Communication') },
  { id: 'teamwork', index: 1, title: text('Teamarbeit', 'Teamwork') },
  {
    id: 'initiative',
    index: 2,
    title: text('Eigeninitiative', 'Initiative'),
    subtitle: text('Ergreift Chancen ohne Aufforderung', 'Takes chances without being asked'),
  },
  { id: 'customers', index: 3, title: text('Kundenorientierung', 'Customer focus') },
];

export const scaleMatrix = (overrides: Partial<FormElement> = {}): FormElement => ({
  id: 'competencies',
  index: 0,
  type: 'scaleMatrix',
  title: text('Kompetenzen', 'Competencies'),
  subtitle: text('Bewerten Sie jede Kompetenz.', 'Rate each competency.'),
  minValue: 1,
  maxValue: 4,
  anchors: [
    { value: 1, label: text('entwicklungsfähig', 'needs development') },
    { value: 4, label: text('übertrifft Erwartungen', 'exceeds expectations') },
  ],
  items: competencyItems,
  ...overrides,
});

export const projectColumns = [
  { id: 'project', index: 0, title: text('Projekt', 'Project') },
  { id: 'role', index: 1, title: text('Rolle', 'Role') },
  { id: 'result', index: 2, title: text('Ergebnis', 'Result') },
];

export const tableQuestion = (overrides: Partial<FormElement> = {}): FormElement => ({
  id: 'projects',
  name: 'projects',
  index: 0,
  type: 'tableQuestion',
  title: text('Projekte im Beurteilungszeitraum', 'Projects in the review period'),
  items: projectColumns,
  ...overrides,
});

export const projectRows = [
  { rowId: 'r1', cells: { project: 'CRM-Einführung', role: 'Projektleitung', result: 'Termingerecht live' } },
  {
    rowId: 'r2',
    cells: { project: 'Onboarding 2.0', role: 'Mitarbeit', result: 'Einarbeitung 3 Wochen kürzer' },
  },
];

export const projectValues = storyValues({
  tableItems: projectRows.map((row, index) => ({ elementId: 'projects', index, ...row })),
});

/** The compile context of a tableReview of `projects`: the rows come from the earlier feedback. */
export const reviewContext: CompileContext = {
  knownTableNames: ['projects'],
  reviewTables: { projects: { columns: projectColumns, rows: projectRows } },
};

export const actionField = (overrides: Partial<FormElement> = {}): FormElement => ({
  id: 'actions',
  index: 0,
  type: 'actionField',
  title: text('Vereinbarte Maßnahmen', 'Agreed actions'),
  ...overrides,
});

export const targetField = (overrides: Partial<FormElement> = {}): FormElement => ({
  id: 'goals',
  index: 0,
  type: 'targetField',
  title: text('Ziele für das kommende Jahr', 'Goals for the coming year'),
  subtitle: text('Höchstens fünf Ziele, messbar formuliert.', 'At most five goals, stated measurably.'),
  ...overrides,
});

export const careerElement = (overrides: Partial<FormElement> = {}): FormElement => ({
  id: 'career',
  index: 0,
  type: 'customElement',
  customComponent: 'careerDevelopment',
  title: text('Karriereentwicklung', 'Career development'),
  ...overrides,
});

export const hardfactsElement = (overrides: Partial<FormElement> = {}): FormElement => ({
  id: 'hardfacts',
  index: 0,
  type: 'customElement',
  customComponent: 'hardfacts',
  title: text('Formale Voraussetzungen', 'Formal requirements'),
  items: [
    {
      id: 'tenure',
      index: 0,
      title: text('Mindestens zwei Jahre in der Position', 'At least two years in the position'),
    },
    {
      id: 'training',
      index: 1,
      title: text('Führungskräftetraining abgeschlossen', 'Leadership training completed'),
    },
    {
      id: 'approval',
      index: 2,
      title: text('Zustimmung der nächsthöheren Ebene', 'Approval of the next level up'),
    },
  ],
  ...overrides,
});
