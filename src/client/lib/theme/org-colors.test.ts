import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../../engine/constants';
import { isSafeColor, luminance, normalizeTheme, readableOn, textOn, themeVariables } from './org-colors';

describe('org colours', () => {
  it('accepts hex, rgb and hsl colours and refuses anything that could break out of a CSS value', () => {
    expect(['#fff', '#002776', 'rgb(0, 39, 118)', 'hsl(220 100% 23%)'].every(isSafeColor)).toBe(true);
    expect(['red;} body{display:none', 'url(x)', '#12', '', 7].some(isSafeColor)).toBe(false);
  });

  it('fills missing or unsafe values with the defaults of SPEC §9', () => {
    const theme = normalizeTheme({ light: { primary: '#123456', secondary: 'javascript:1' } });
    expect(theme.light).toEqual({ ...DEFAULT_THEME.light, primary: '#123456' });
    expect(theme.dark).toEqual(DEFAULT_THEME.dark);
    expect(normalizeTheme(null)).toEqual(DEFAULT_THEME);
  });

  it('picks readable text on the primary colour', () => {
    expect(textOn('#002776')).toBe('#ffffff');
    expect(textOn('#ffe680')).toBe('#111827');
    // the default dark-mode primary is light: dark text contrasts far better than white
    expect(textOn('#6f9cff')).toBe('#111827');
  });

  it('maps the mode colours to our variables and to PrimeReact theme variables', () => {
    const vars = themeVariables(DEFAULT_THEME, 'light');
    expect(vars['--dpt-primary']).toBe('#002776');
    expect(vars['--primary-color']).toBe('#002776');
    expect(vars['--dpt-background']).toBe('#F2F3F8');
    expect(vars['--surface-ground']).toBe('#F2F3F8');
    expect(themeVariables(DEFAULT_THEME, 'dark')['--dpt-primary']).toBe(DEFAULT_THEME.dark.primary);
  });

  it('keeps the secondary colour as text only where it reads at 4.5:1, else darkens or lightens it', () => {
    const ratio = (a: string, b: string) => {
      const [x, y] = [luminance(a)!, luminance(b)!];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    };
    for (const mode of ['light', 'dark'] as const) {
      const { background } = DEFAULT_THEME[mode];
      const text = themeVariables(DEFAULT_THEME, mode)['--dpt-secondary-text']!;
      expect(ratio(text, background)).toBeGreaterThanOrEqual(4.5);
    }
    // the dark default reads as it is; the light one (#009fda on #F2F3F8, about 2.7:1) gets darker
    expect(themeVariables(DEFAULT_THEME, 'dark')['--dpt-secondary-text']).toBe(DEFAULT_THEME.dark.secondary);
    const light = readableOn('#009fda', '#F2F3F8');
    expect(luminance(light)!).toBeLessThan(luminance('#009fda')!);
    expect(readableOn('#111111', '#ffffff')).toBe('#111111');
    expect(readableOn('#ffff00', '#121826')).toBe('#ffff00');
    expect(readableOn('rgb(0, 159, 218)', '#ffffff')).toBe('#111827');
  });
});
