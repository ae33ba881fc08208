import type { OrganizationTheme, ThemeColors } from '../../engine/api/theme';
import { DEFAULT_THEME } from '../../engine/constants';
import type { OrganizationRow } from '../db/database';

const HEX = /^#[0-9a-fA-F]{6}$/;

function mergeColors(base: ThemeColors, own: Partial<ThemeColors> | undefined): ThemeColors {
  const pick = (key: keyof ThemeColors) => (own?.[key] && HEX.test(own[key]) ? own[key] : base[key]);
  return {
    primary: pick('primary'),
    secondary: pick('secondary'),
    accent: pick('accent'),
    background: pick('background'),
  };
}

/** The organization's colours, with the SPEC §9 defaults for everything it does not set. */
export function resolveTheme(organization: Pick<OrganizationRow, 'theme'> | undefined): OrganizationTheme {
  const own = organization?.theme ?? undefined;
  return {
    light: mergeColors(DEFAULT_THEME.light, own?.light),
    dark: mergeColors(DEFAULT_THEME.dark, own?.dark),
  };
}
