import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormElement } from '../../../engine/forms/questionnaire-types';
import { renderStoryForm } from '../stories/render-story';
import {
  scaleQuestion,
  storyQuestionnaire,
  storyValues,
  text,
  textQuestion,
} from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const workload = scaleQuestion({
  id: 'workload',
  title: text('Wie erleben Sie Ihre Arbeitsbelastung?', 'How do you experience your workload?'),
  subtitle: undefined,
  tooltip: undefined,
  anchors: [
    { value: 1, label: text('zu hoch', 'too high') },
    { value: 5, label: text('gut zu bewältigen', 'manageable') },
  ],
});

/** Shown while the workload is rated below 3. */
const support: FormElement = {
  id: 'support',
  index: 1,
  type: 'grouping',
  title: text('Unterstützungsbedarf', 'Support needed'),
  subtitle: text('Erscheint, weil die Belastung hoch ist.', 'Shown because the workload is high.'),
  hasCondition: true,
  condition: { elementId: 'workload', operator: 'lessThan', value: 3 },
  elements: [
    textQuestion({
      id: 'supportWish',
      index: 0,
      title: text('Welche Unterstützung wünschen Sie sich?', 'What support would you like?'),
      mandatoryComment: true,
    }),
  ],
};

const plain: FormElement = {
  id: 'development',
  index: 0,
  type: 'grouping',
  title: text('Entwicklung', 'Development'),
  elements: [
    textQuestion({ id: 'strengths', index: 0, title: text('Stärken', 'Strengths'), commentFieldType: 1 }),
    textQuestion({
      id: 'potential',
      index: 1,
      title: text('Entwicklungsfelder', 'Areas to develop'),
      commentFieldType: 1,
    }),
  ],
};

const rated = (value: number) => storyValues({ itemValues: [{ elementId: 'workload', value }] });

const meta = {
  title: 'Form elements/Grouping',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: storyQuestionnaire([workload, support]) },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = { args: { questionnaire: storyQuestionnaire([plain]) } };

export const ConditionShown: Story = { args: { values: rated(2) } };

export const ConditionHidden: Story = { args: { values: rated(4) } };

export const Mandatory: Story = { args: { values: rated(1), submitOnMount: true } };

export const ReadOnly: Story = { args: { values: rated(2), mode: 'readOnly' } };

export const Print: Story = { args: { values: rated(2), mode: 'print' } };

export const English: Story = { args: { values: rated(2) }, globals: { locale: 'en-US' } };

export const Dark: Story = { args: { values: rated(2) }, globals: { theme: 'dark' } };
