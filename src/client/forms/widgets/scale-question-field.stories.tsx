import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderStoryForm } from '../stories/render-story';
import { scaleQuestion, storyQuestionnaire, storyValues } from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const answered = storyValues({
  itemValues: [{ elementId: 'satisfaction', value: 4 }],
  comments: [
    {
      elementId: 'satisfaction',
      itemId: null,
      comment: 'Das Team ist großartig, die Tools könnten besser sein.',
    },
  ],
});

const meta = {
  title: 'Form elements/Scale question',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: storyQuestionnaire([scaleQuestion()]) },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mandatory: Story = {
  args: {
    questionnaire: storyQuestionnaire([
      scaleQuestion({ mandatoryScale: true, allowComment: true, mandatoryComment: true }),
    ]),
    submitOnMount: true,
  },
};

export const CommentSingleLine: Story = {
  args: { questionnaire: storyQuestionnaire([scaleQuestion({ allowComment: true, commentFieldType: 1 })]) },
};

export const CommentMultiLine: Story = {
  args: {
    questionnaire: storyQuestionnaire([scaleQuestion({ allowComment: true, commentFieldType: 2 })]),
    values: answered,
  },
};

export const CommentDate: Story = {
  args: { questionnaire: storyQuestionnaire([scaleQuestion({ allowComment: true, commentFieldType: 3 })]) },
};

export const WithoutScale: Story = {
  args: {
    questionnaire: storyQuestionnaire([
      scaleQuestion({ useScale: false, allowComment: true, commentFieldType: 2 }),
    ]),
  },
};

export const ZeroToTen: Story = {
  args: { questionnaire: storyQuestionnaire([scaleQuestion({ minValue: 0, maxValue: 10, anchors: [] })]) },
};

export const ReadOnly: Story = {
  args: {
    questionnaire: storyQuestionnaire([scaleQuestion({ allowComment: true, commentFieldType: 2 })]),
    values: answered,
    mode: 'readOnly',
  },
};

export const Print: Story = {
  args: {
    questionnaire: storyQuestionnaire([scaleQuestion({ allowComment: true, commentFieldType: 2 })]),
    values: answered,
    mode: 'print',
  },
};

export const English: Story = { args: { values: answered }, globals: { locale: 'en-US' } };

export const Dark: Story = {
  args: { questionnaire: storyQuestionnaire([scaleQuestion({ allowComment: true })]), values: answered },
  globals: { theme: 'dark' },
};

export const SaveFails: Story = { args: { saves: 'failing' } };
