import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderStoryForm } from '../stories/render-story';
import { actionField, storyQuestionnaire, storyValues } from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const withActions = storyValues({
  tableItems: [
    {
      elementId: 'actions',
      rowId: 'a1',
      index: 0,
      cells: { action: 'Schulung Verhandlungsführung', responsible: 'Anna Admin', dueDate: '2025-09-30' },
    },
    {
      elementId: 'actions',
      rowId: 'a2',
      index: 1,
      cells: { action: 'Mentoring durch Teamleitung', responsible: 'HR' },
    },
  ],
});

const meta = {
  title: 'Form elements/Action field',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: storyQuestionnaire([actionField()]) },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithActions: Story = { args: { values: withActions } };

export const Mandatory: Story = {
  args: { questionnaire: storyQuestionnaire([actionField({ mandatoryComment: true })]), submitOnMount: true },
};

export const ReadOnly: Story = { args: { values: withActions, mode: 'readOnly' } };

export const Print: Story = { args: { values: withActions, mode: 'print' } };

export const English: Story = { args: { values: withActions }, globals: { locale: 'en-US' } };

export const Dark: Story = { args: { values: withActions }, globals: { theme: 'dark' } };
