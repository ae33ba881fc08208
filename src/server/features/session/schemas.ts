import { Type, type Static } from 'typebox';
import { LANGUAGES, THEME_MODES } from '../../../engine/constants';

/** Body of POST /Session/SetLanguage; `userId` is the caller's sign-in subject. */
export const SetLanguageBody = Type.Object(
  { userId: Type.String({ minLength: 1 }), languageKey: Type.Enum(LANGUAGES) },
  { additionalProperties: false },
);
export type SetLanguageBody = Static<typeof SetLanguageBody>;

/** Body of POST /Session/SetTheme; `userId` is the caller's sign-in subject. */
export const SetThemeBody = Type.Object(
  { userId: Type.String({ minLength: 1 }), themeMode: Type.Enum(THEME_MODES) },
  { additionalProperties: false },
);
export type SetThemeBody = Static<typeof SetThemeBody>;
