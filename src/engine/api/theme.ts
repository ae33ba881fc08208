import { Type, type Static } from 'typebox';

/** The HTTP contract of an organization's public theme (SPEC §7 Theme): each schema with its type of the same name. */

/** Params of GET /file/public/{file}: an organization's logo, `{slug}-logo.png` (the slug as SlugParams has it). */
export const LogoParams = Type.Object(
  { file: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}-logo\\.png$' }) },
  { additionalProperties: false },
);
export type LogoParams = Static<typeof LogoParams>;

/** The colours of one mode. */
export const ThemeColors = Type.Object(
  {
    primary: Type.String(),
    secondary: Type.String(),
    accent: Type.String(),
    background: Type.String(),
  },
  { additionalProperties: false },
);
export type ThemeColors = Static<typeof ThemeColors>;

/** GET /Theme/Colors/{slug}: light and dark colours. */
export const OrganizationTheme = Type.Object(
  { light: ThemeColors, dark: ThemeColors },
  { additionalProperties: false },
);
export type OrganizationTheme = Static<typeof OrganizationTheme>;

/** GET /Theme/css/{slug}: the organization's custom CSS, sanitized. */
export const ThemeCss = Type.Object({ customCss: Type.String() }, { additionalProperties: false });
export type ThemeCss = Static<typeof ThemeCss>;
