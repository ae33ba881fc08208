import { FEEDBACK_TYPES, type FeedbackType } from '../../constants';
import type { Questionnaire } from '../questionnaire-types';
import edcJson from './edc.json';
import ehgJson from './ehg.json';
import mafegDocumentationJson from './mafeg-documentation.json';
import mafegManagerEvaluationJson from './mafeg-manager-evaluation.json';
import mafegSelfEvaluationJson from './mafeg-self-evaluation.json';
import pdcJson from './pdc.json';
import pdpJson from './pdp.json';
import promotionJson from './promotion.json';

/**
 * Demo questionnaires (German and English) for every process type, used by the seed and by tests. Together they
 * use every element kind. The MAFEG self-evaluation and manager evaluation ask the same competency questions
 * under the same element `name` (and matrix item ids), so the comparison can pair their answers.
 */

export const DEMO_QUESTIONNAIRE_KEYS = [
  'mafeg-self-evaluation',
  'mafeg-manager-evaluation',
  'mafeg-documentation',
  'ehg',
  'pdp',
  'promotion',
  'pdc',
  'edc',
] as const;
export type DemoQuestionnaireKey = (typeof DEMO_QUESTIONNAIRE_KEYS)[number];

export type DemoQuestionnaire = {
  key: DemoQuestionnaireKey;
  /** The feedback of a process this form is for: 1 self-evaluation, 2 manager evaluation, 3 documentation. */
  feedbackType: FeedbackType;
  questionnaire: Questionnaire;
  /**
   * Table names of the process's other questionnaires that this one's tableReview elements show; pass them as
   * `knownTableNames` of the compile context (the MAFEG documentation reviews the self-evaluation's `projects`).
   */
  knownTableNames: readonly string[];
};

// A JSON import is typed with wide types (`type: string`), so it needs a cast; the tests check every file
// against the questionnaire schema and the semantic checks, which is what makes the cast sound.
const asQuestionnaire = (json: unknown): Questionnaire => json as Questionnaire;

const { selfEvaluation, managerEvaluation, documentation } = FEEDBACK_TYPES;

/** In seed order: per process type, the evaluations before the documentation. */
export const DEMO_QUESTIONNAIRE_ENTRIES: readonly DemoQuestionnaire[] = [
  {
    key: 'mafeg-self-evaluation',
    feedbackType: selfEvaluation,
    questionnaire: asQuestionnaire(mafegSelfEvaluationJson),
    knownTableNames: [],
  },
  {
    key: 'mafeg-manager-evaluation',
    feedbackType: managerEvaluation,
    questionnaire: asQuestionnaire(mafegManagerEvaluationJson),
    knownTableNames: [],
  },
  {
    key: 'mafeg-documentation',
    feedbackType: documentation,
    questionnaire: asQuestionnaire(mafegDocumentationJson),
    knownTableNames: ['projects'],
  },
  { key: 'ehg', feedbackType: documentation, questionnaire: asQuestionnaire(ehgJson), knownTableNames: [] },
  { key: 'pdp', feedbackType: documentation, questionnaire: asQuestionnaire(pdpJson), knownTableNames: [] },
  {
    key: 'promotion',
    feedbackType: documentation,
    questionnaire: asQuestionnaire(promotionJson),
    knownTableNames: [],
  },
  { key: 'pdc', feedbackType: documentation, questionnaire: asQuestionnaire(pdcJson), knownTableNames: [] },
  { key: 'edc', feedbackType: documentation, questionnaire: asQuestionnaire(edcJson), knownTableNames: [] },
];

export const DEMO_QUESTIONNAIRES: readonly Questionnaire[] = DEMO_QUESTIONNAIRE_ENTRIES.map(
  (entry) => entry.questionnaire,
);

export const demoQuestionnaireByKey = Object.fromEntries(
  DEMO_QUESTIONNAIRE_ENTRIES.map((entry) => [entry.key, entry]),
) as Readonly<Record<DemoQuestionnaireKey, DemoQuestionnaire>>;
