import 'primeicons/primeicons.css';
import '../src/client/app/styles/org-theme.css';
import '../src/client/app/styles/base.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { i18n } from '../src/client/lib/i18n/i18n';
import { applyThemeVariables } from '../src/client/lib/theme/apply-theme';
import { applyPrimeTheme } from '../src/client/app/theme/theme-link';
import { DEFAULT_THEME, type LanguageKey, type ThemeMode } from '../src/engine/constants';

/** Applies the toolbar's language and theme the way the app does: i18next, PrimeReact theme, data-theme. */
function StoryFrame({
  locale,
  theme,
  children,
}: {
  locale: LanguageKey;
  theme: ThemeMode;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    applyPrimeTheme(theme);
    applyThemeVariables(DEFAULT_THEME, theme);
  }, [theme]);
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
  return <div className="dpt-story-frame">{children}</div>;
}

const withAppFrame: Decorator = (Story, context) => (
  <StoryFrame locale={context.globals.locale as LanguageKey} theme={context.globals.theme as ThemeMode}>
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  decorators: [withAppFrame],
  globalTypes: {
    locale: {
      description: 'Language of the form and its texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'de-DE', title: 'Deutsch' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'de-DE', theme: 'light' },
  parameters: { layout: 'padded', controls: { disable: true }, actions: { disable: true } },
};

export default preview;
