import fs from 'node:fs';
import type { OrganizationTheme, ThemeCss } from '../../../engine/api/theme';
import { notFound } from '../../errors';
import { resolveTheme } from '../../organizations/theme';
import type { ThemeServices } from './deps';
import { sanitizeCss } from './sanitize-css';

// The theme is public (the sign-in page shows it too): these services take no actor.

const defaultLogo = fs.readFileSync(new URL('./default-logo.png', import.meta.url));

async function organization(services: ThemeServices, slug: string) {
  const row = await services.organizations.findBySlug(slug);
  if (!row) throw notFound(`There is no organization "${slug}".`);
  return row;
}

/** The organization's colours, with the defaults for what it does not set; 404 for an unknown slug. */
export async function themeColors(services: ThemeServices, slug: string): Promise<OrganizationTheme> {
  return resolveTheme(await organization(services, slug));
}

/** The organization's custom CSS, sanitized; 404 for an unknown slug. */
export async function themeCss(services: ThemeServices, slug: string): Promise<ThemeCss> {
  return { customCss: sanitizeCss((await organization(services, slug)).custom_css) };
}

/** The PNG logo a `{slug}-logo.png` names, or the default logo; 404 for an unknown slug. */
export async function logoPng(services: ThemeServices, file: string): Promise<Buffer> {
  const row = await organization(services, file.replace(/-logo\.png$/, ''));
  return row.logo_png ?? defaultLogo;
}
