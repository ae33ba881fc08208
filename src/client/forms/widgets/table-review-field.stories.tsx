import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderStoryForm } from '../stories/render-story';
import { reviewContext, storyQuestionnaire, text } from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const review = storyQuestionnaire([
  {
    id: 'projectsReview',
    index: 0,
    type: 'tableReview',
    referencedElementName: 'projects',
    title: text('Projekte aus der Selbsteinschätzung', 'Projects from the self-evaluation'),
    subtitle: text('Zur Information, nicht änderbar.', 'For information, cannot be changed.'),
  },
]);

const meta = {
  title: 'Form elements/Table review',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: review, context: reviewContext },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};

export const NoRowsYet: Story = { args: { context: { knownTableNames: ['projects'] } } };

export const Print: Story = { args: { mode: 'print' } };

export const English: Story = { globals: { locale: 'en-US' } };

export const Dark: Story = { globals: { theme: 'dark' } };
