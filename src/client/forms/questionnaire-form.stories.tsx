import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_QUESTIONNAIRE_ENTRIES } from '../../engine/forms/demo';
import type { Questionnaire } from '../../engine/forms/questionnaire-types';
import { buildLargeQuestionnaire } from '../../engine/forms/testing/large-questionnaire';
import { renderStoryForm } from './stories/render-story';
import { reviewContext, storyQuestionnaire, text } from './stories/story-elements';
import type { StoryFormArgs } from './stories/story-form';

/** One story per demo questionnaire of the seed, drawn exactly as a feedback page draws it. */
const demo = (key: (typeof DEMO_QUESTIONNAIRE_ENTRIES)[number]['key']): Story => {
  const entry = DEMO_QUESTIONNAIRE_ENTRIES.find((candidate) => candidate.key === key)!;
  const knownTableNames = entry.knownTableNames;
  const reviewTables = Object.fromEntries(
    knownTableNames.map((name) => [name, reviewContext.reviewTables!.projects]),
  );
  return {
    args: {
      questionnaire: entry.questionnaire,
      context: knownTableNames.length > 0 ? { knownTableNames, reviewTables } : undefined,
    },
  };
};

const meta = {
  title: 'Questionnaires/Demo forms',
  render: renderStoryForm,
  args: { questionnaire: DEMO_QUESTIONNAIRE_ENTRIES[0].questionnaire },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MafegSelfEvaluation: Story = demo('mafeg-self-evaluation');
export const MafegManagerEvaluation: Story = demo('mafeg-manager-evaluation');
export const MafegDocumentation: Story = demo('mafeg-documentation');
export const Ehg: Story = demo('ehg');
export const Pdp: Story = demo('pdp');
export const Promotion: Story = demo('promotion');
export const Pdc: Story = demo('pdc');
export const Edc: Story = demo('edc');

export const MafegDocumentationPrint: Story = {
  args: { ...demo('mafeg-documentation').args, mode: 'print' },
};

export const MafegSelfEvaluationEnglishDark: Story = {
  ...demo('mafeg-self-evaluation'),
  globals: { locale: 'en-US', theme: 'dark' },
};

/** The size the speed target is measured at: typing must not re-render the other fields. */
export const Large300Elements: Story = {
  args: { questionnaire: buildLargeQuestionnaire(300), saves: 'none' },
};

const broken: Questionnaire = storyQuestionnaire([
  {
    id: 'rating',
    index: 0,
    type: 'scaleQuestion',
    title: text('Gesamteinschätzung', 'Overall rating'),
    minValue: 5,
    maxValue: 1,
  },
  {
    id: 'followUp',
    index: 1,
    type: 'grouping',
    title: text('Nachfrage', 'Follow-up'),
    hasCondition: true,
    condition: { elementId: 'missing', operator: 'equals', value: 1 },
    elements: [],
  },
]);

/** A malformed questionnaire: the renderer names the wrong elements instead of failing. */
export const MalformedQuestionnaire: Story = { args: { questionnaire: broken } };
