import type { OrganizationTheme, ThemeColors } from '../../../engine/api/theme';
import { DEFAULT_THEME, type ThemeMode } from '../../../engine/constants';

const COLOR_KEYS = ['primary', 'secondary', 'accent', 'background'] as const;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)$/i;

/** Pure. True for colour values safe to put into a CSS variable: hex, rgb() or hsl(). */
export function isSafeColor(value: unknown): value is string {
  return typeof value === 'string' && (HEX.test(value.trim()) || FUNCTIONAL.test(value.trim()));
}

function mergeColors(fallback: ThemeColors, given: unknown): ThemeColors {
  const source = (typeof given === 'object' && given !== null ? given : {}) as Record<string, unknown>;
  const merged = { ...fallback };
  for (const key of COLOR_KEYS) if (isSafeColor(source[key])) merged[key] = String(source[key]).trim();
  return merged;
}

/** Pure. An organization's theme answer with missing or unsafe values replaced by the defaults (SPEC §9). */
export function normalizeTheme(given: unknown): OrganizationTheme {
  const source = (typeof given === 'object' && given !== null ? given : {}) as Record<string, unknown>;
  return {
    light: mergeColors(DEFAULT_THEME.light, source.light),
    dark: mergeColors(DEFAULT_THEME.dark, source.dark),
  };
}

/** Pure. Relative luminance (WCAG) of a hex colour, or null for other notations. */
export function luminance(color: string): number | null {
  if (!HEX.test(color)) return null;
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const DARK_TEXT = '#111827';
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Pure. Readable text on a coloured surface: white or near-black, whichever contrasts more (WCAG). */
export function textOn(color: string): string {
  const l = luminance(color);
  if (l === null) return '#ffffff';
  return contrast(l, 1) >= contrast(l, luminance(DARK_TEXT) ?? 0) ? '#ffffff' : DARK_TEXT;
}

const hexOf = (channels: number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const channelsOf = (hex: string) => {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};

/**
 * Pure. A colour as text on a background: mixed toward the background's readable text colour (see `textOn`)
 * just until it reaches `ratio` (WCAG AA: 4.5:1 for normal text); unchanged when it already does. Colours
 * that are not hex give that readable text colour itself.
 */
export function readableOn(color: string, background: string, ratio = 4.5): string {
  const back = luminance(background);
  if (back === null || luminance(color) === null) return textOn(background);
  const from = channelsOf(color);
  const to = channelsOf(textOn(background));
  for (let step = 0; step <= 20; step++) {
    const mixed = hexOf(from.map((c, i) => c + ((to[i]! - c) * step) / 20));
    if (contrast(luminance(mixed)!, back) >= ratio) return mixed;
  }
  return textOn(background);
}

/**
 * Pure. The CSS variables for one mode: ours (--dpt-*) for the app's own styles and overrides, and the
 * PrimeReact theme's own variables, so that components reading them follow the organization too.
 */
export function themeVariables(theme: OrganizationTheme, mode: ThemeMode): Record<string, string> {
  const { primary, secondary, accent, background } = theme[mode];
  const onPrimary = textOn(primary);
  const mix = (percent: number, other: string) => `color-mix(in srgb, ${primary} ${percent}%, ${other})`;
  return {
    '--dpt-primary': primary,
    '--dpt-primary-hover': mix(85, mode === 'dark' ? '#ffffff' : '#000000'),
    '--dpt-primary-soft': mix(14, 'transparent'),
    '--dpt-on-primary': onPrimary,
    '--dpt-secondary': secondary,
    '--dpt-on-secondary': textOn(secondary),
    // the secondary colour where it colours text on the page (small labels): readable in either mode
    '--dpt-secondary-text': readableOn(secondary, background),
    '--dpt-accent': accent,
    '--dpt-on-accent': textOn(accent),
    '--dpt-background': background,
    '--dpt-focus-ring': `0 0 0 0.2rem ${mix(45, 'transparent')}`,
    '--primary-color': primary,
    '--primary-color-text': onPrimary,
    '--highlight-bg': mix(14, 'transparent'),
    '--highlight-text-color': mode === 'dark' ? '#ffffff' : primary,
    '--focus-ring': `0 0 0 0.2rem ${mix(45, 'transparent')}`,
    '--surface-ground': background,
  };
}
