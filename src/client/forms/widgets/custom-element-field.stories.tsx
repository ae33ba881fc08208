import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderStoryForm } from '../stories/render-story';
import { careerElement, hardfactsElement, storyQuestionnaire, storyValues } from '../stories/story-elements';
import type { StoryFormArgs } from '../stories/story-form';

const career = storyValues({
  careerData: [
    {
      elementId: 'career',
      careerPath: 2,
      developmentType: 1,
      targetPosition: 'Teamleitung Vertrieb Nord',
      targetDate: '2026-04-01',
      data: 'Übernahme der Teamleitung nach Abschluss des Führungskräftetrainings.',
    },
  ],
  matrixValues: [
    { elementId: 'hardfacts', itemId: 'tenure', value: 1 },
    { elementId: 'hardfacts', itemId: 'training', value: 0 },
  ],
});

const meta = {
  title: 'Form elements/Custom element',
  tags: ['element-kind'],
  render: renderStoryForm,
  args: { questionnaire: storyQuestionnaire([careerElement()]) },
} satisfies Meta<StoryFormArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CareerDevelopment: Story = {};

export const CareerDevelopmentFilled: Story = { args: { values: career } };

export const Hardfacts: Story = {
  args: { questionnaire: storyQuestionnaire([hardfactsElement()]), values: career },
};

export const Mandatory: Story = {
  args: {
    questionnaire: storyQuestionnaire([
      careerElement({ mandatoryScale: true, mandatoryComment: true }),
      hardfactsElement({ mandatoryScale: true }),
    ]),
    submitOnMount: true,
  },
};

export const ReadOnly: Story = {
  args: {
    questionnaire: storyQuestionnaire([careerElement(), hardfactsElement()]),
    values: career,
    mode: 'readOnly',
  },
};

export const Print: Story = {
  args: {
    questionnaire: storyQuestionnaire([careerElement(), hardfactsElement()]),
    values: career,
    mode: 'print',
  },
};

export const English: Story = {
  args: { questionnaire: storyQuestionnaire([careerElement(), hardfactsElement()]), values: career },
  globals: { locale: 'en-US' },
};

export const Dark: Story = {
  args: { questionnaire: storyQuestionnaire([careerElement(), hardfactsElement()]), values: career },
  globals: { theme: 'dark' },
};
