import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LanguageKey } from '../../../engine/constants';
import { textsIn } from '../text';
import type { SaveState } from './autosave';
import { SaveStateIndicator } from './save-state-indicator';

type Args = { state: SaveState };

const meta = {
  title: 'Form chrome/Save state',
  args: { state: 'saved' },
  render: ({ state }, { globals }) => (
    <SaveStateIndicator state={state} t={textsIn((globals.locale as LanguageKey | undefined) ?? 'de-DE')} />
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Saving: Story = { args: { state: 'saving' } };
export const Failed: Story = { args: { state: 'failed' } };
export const FailedEnglish: Story = { args: { state: 'failed' }, globals: { locale: 'en-US' } };
