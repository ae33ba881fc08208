import { Type } from 'typebox';

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

/** GET /Theme/Colors/{slug}: light and dark colours. */
export const ThemeColorsResponse = Type.Object(
  { light: ThemeColors, dark: ThemeColors },
  { additionalProperties: false },
);

/** GET /Theme/css/{slug}: the organization's custom CSS, sanitized. */
export const ThemeCssResponse = Type.Object({ customCss: Type.String() }, { additionalProperties: false });

/** GET /file/public/{file}: the PNG bytes, not JSON (Fastify sends a Buffer as it is). */
export const LogoPng = {
  content: { 'image/png': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
} as const;
