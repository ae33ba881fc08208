import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderStoryForm } from '../stories/render-story';
import { storyQuestionnaire, storyValues, targetField } from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const withGoals = storyValues({
  targets: [
    {
      elementId: 'goals',
      targets: [
        {
          id: 'g1',
          title: 'Kundenzufriedenheit im Bereich Nord auf 85 % steigern',
          dueDate: '2025-12-31',
          status: 20,
          comment: 'Quartalsweise Befragung, Auswertung mit dem Team.',
          commentAuthor: 'Max Mustermann',
          subTargets: [
            { id: 's1', title: 'Befragung Q1 auswerten', dueDate: '2025-04-15', status: 100 },
            { id: 's2', title: 'Maßnahmenplan abstimmen', status: 0 },
          ],
          actions: [
            {
              id: 'a1',
              action: 'Workshop mit dem Vertrieb',
              responsible: 'Anna Admin',
              dueDate: '2025-05-20',
            },
          ],
        },
        {
          id: 'g2',
          title: 'Zertifizierung Projektmanagement',
          status: 0,
          subTargets: [],
          actions: [],
          copiedFrom: 'g-2024-7',
        },
      ],
    },
  ],
});

const meta = {
  title: 'Form elements/Target field',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: storyQuestionnaire([targetField()]) },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithGoals: Story = { args: { values: withGoals } };

export const Mandatory: Story = {
  args: { questionnaire: storyQuestionnaire([targetField({ mandatoryComment: true })]), submitOnMount: true },
};

export const ReadOnly: Story = { args: { values: withGoals, mode: 'readOnly' } };

export const Print: Story = { args: { values: withGoals, mode: 'print' } };

export const English: Story = { args: { values: withGoals }, globals: { locale: 'en-US' } };

export const Dark: Story = { args: { values: withGoals }, globals: { theme: 'dark' } };
