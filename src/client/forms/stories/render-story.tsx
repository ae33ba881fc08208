import type { Meta } from '@storybook/react-vite';
import type { LanguageKey } from '../../../engine/constants';
import { StoryForm, type StoryFormArgs } from './story-form';

/** Renders a story's form in the toolbar's language (a story may pin it with `globals`). */
export const renderStoryForm: NonNullable<Meta<StoryFormArgs>['render']> = (args, { globals }) => (
  <StoryForm {...args} locale={(globals.locale as LanguageKey | undefined) ?? 'de-DE'} />
);
