import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderStoryForm } from '../stories/render-story';
import { scaleQuestion, storyQuestionnaire, text } from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const intro = {
  id: 'intro',
  index: 0,
  type: 'textSection' as const,
  title: text('Rückblick auf das vergangene Jahr', 'Looking back on the past year'),
  subtitle: text(
    'Nehmen Sie sich Zeit für die folgenden Fragen. Ihre Antworten werden automatisch gespeichert.',
    'Take your time for the following questions. Your answers are saved automatically.',
  ),
};

const meta = {
  title: 'Form elements/Text section',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: storyQuestionnaire([intro, scaleQuestion()]) },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Print: Story = { args: { mode: 'print' } };

export const English: Story = { globals: { locale: 'en-US' } };

export const Dark: Story = { globals: { theme: 'dark' } };
