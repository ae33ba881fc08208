import { Type, type Static } from 'typebox';

/** Params of GET /file/public/{file}: an organization's logo, `{slug}-logo.png` (the slug as SlugParams has it). */
export const LogoParams = Type.Object(
  { file: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}-logo\\.png$' }) },
  { additionalProperties: false },
);
export type LogoParams = Static<typeof LogoParams>;
