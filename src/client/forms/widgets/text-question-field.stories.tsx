import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderStoryForm } from '../stories/render-story';
import { storyQuestionnaire, storyValues, text, textQuestion } from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const answered = storyValues({
  comments: [
    {
      elementId: 'achievements',
      itemId: null,
      comment: 'CRM-Einführung termingerecht abgeschlossen.\nZwei neue Kolleginnen eingearbeitet.',
    },
  ],
});

const position = textQuestion({
  id: 'position',
  title: text('Aktuelle Position', 'Current position'),
  commentFieldType: 1,
});
const talkDate = textQuestion({
  id: 'talkDate',
  title: text('Datum des Gesprächs', 'Date of the talk'),
  commentFieldType: 3,
});

const meta = {
  title: 'Form elements/Text question',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: storyQuestionnaire([textQuestion()]) },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MultiLine: Story = {};

export const SingleLine: Story = { args: { questionnaire: storyQuestionnaire([position]) } };

export const DateAnswer: Story = {
  args: {
    questionnaire: storyQuestionnaire([talkDate]),
    values: storyValues({ comments: [{ elementId: 'talkDate', itemId: null, comment: '2025-03-14' }] }),
  },
};

export const Mandatory: Story = {
  args: {
    questionnaire: storyQuestionnaire([
      textQuestion({ mandatoryComment: true }),
      { ...position, mandatoryComment: true },
      { ...talkDate, mandatoryComment: true },
    ]),
    submitOnMount: true,
  },
};

export const ReadOnly: Story = { args: { values: answered, mode: 'readOnly' } };

export const Print: Story = { args: { values: answered, mode: 'print' } };

export const English: Story = { args: { values: answered }, globals: { locale: 'en-US' } };

export const Dark: Story = {
  args: {
    questionnaire: storyQuestionnaire([textQuestion({ mandatoryComment: true }), talkDate]),
    values: answered,
  },
  globals: { theme: 'dark' },
};
