import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderStoryForm } from '../stories/render-story';
import { scaleMatrix, storyQuestionnaire, storyValues } from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const answered = storyValues({
  matrixValues: [
    { elementId: 'competencies', itemId: 'communication', value: 3 },
    { elementId: 'competencies', itemId: 'teamwork', value: 4 },
    { elementId: 'competencies', itemId: 'initiative', value: 2 },
  ],
  comments: [
    {
      elementId: 'competencies',
      itemId: 'initiative',
      comment: 'Bringt Ideen ein, setzt sie aber selten selbst um.',
    },
  ],
});

const meta = {
  title: 'Form elements/Scale matrix',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: storyQuestionnaire([scaleMatrix()]) },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithComments: Story = {
  args: {
    questionnaire: storyQuestionnaire([scaleMatrix({ allowComment: true, commentFieldType: 2 })]),
    values: answered,
  },
};

export const CommentSingleLine: Story = {
  args: { questionnaire: storyQuestionnaire([scaleMatrix({ allowComment: true, commentFieldType: 1 })]) },
};

export const CommentDate: Story = {
  args: { questionnaire: storyQuestionnaire([scaleMatrix({ allowComment: true, commentFieldType: 3 })]) },
};

export const Mandatory: Story = {
  args: {
    questionnaire: storyQuestionnaire([scaleMatrix({ mandatoryScale: true })]),
    values: answered,
    submitOnMount: true,
  },
};

export const ReadOnly: Story = {
  args: {
    questionnaire: storyQuestionnaire([scaleMatrix({ allowComment: true, commentFieldType: 2 })]),
    values: answered,
    mode: 'readOnly',
  },
};

export const Print: Story = {
  args: {
    questionnaire: storyQuestionnaire([scaleMatrix({ allowComment: true, commentFieldType: 2 })]),
    values: answered,
    mode: 'print',
  },
};

export const English: Story = { args: { values: answered }, globals: { locale: 'en-US' } };

export const Dark: Story = { args: { values: answered }, globals: { theme: 'dark' } };
