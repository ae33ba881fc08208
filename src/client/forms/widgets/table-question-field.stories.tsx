import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderStoryForm } from '../stories/render-story';
import { projectValues, storyQuestionnaire, tableQuestion } from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const meta = {
  title: 'Form elements/Table question',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: storyQuestionnaire([tableQuestion()]) },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithRows: Story = { args: { values: projectValues } };

export const Mandatory: Story = {
  args: {
    questionnaire: storyQuestionnaire([tableQuestion({ mandatoryComment: true })]),
    submitOnMount: true,
  },
};

export const ReadOnly: Story = { args: { values: projectValues, mode: 'readOnly' } };

export const Print: Story = { args: { values: projectValues, mode: 'print' } };

export const English: Story = { args: { values: projectValues }, globals: { locale: 'en-US' } };

export const Dark: Story = { args: { values: projectValues }, globals: { theme: 'dark' } };
