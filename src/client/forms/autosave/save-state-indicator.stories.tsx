import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LanguageKey } from '../../../engine/constants';
import type { Translate } from '../form-runtime';
import { i18n } from '../i18n/register';
import type { SaveState } from './autosave';
import { SaveStateIndicator } from './save-state-indicator';

type Args = { state: SaveState };

const meta = {
  title: 'Form chrome/Save state',
  args: { state: 'saved' },
  render: ({ state }, { globals }) => (
    <SaveStateIndicator
      state={state}
      t={i18n.getFixedT((globals.locale as LanguageKey | undefined) ?? 'de-DE') as unknown as Translate}
    />
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Saving: Story = { args: { state: 'saving' } };
export const Failed: Story = { args: { state: 'failed' } };
export const FailedEnglish: Story = { args: { state: 'failed' }, globals: { locale: 'en-US' } };
