import { Type, type Static } from 'typebox';
import { LANGUAGES, THEME_MODES } from '../../../engine/constants';
import {
  AUDIT_PAGE_INDEX_MAX,
  AUDIT_PAGE_SIZE_DEFAULT,
  AUDIT_PAGE_SIZE_MAX,
} from '../../../engine/impersonation';
import { RowId } from '../../../engine/api/common';

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

/** Body of POST /session/impersonate-user: the employee record to act as. */
export const ImpersonateBody = Type.Object({ id: RowId }, { additionalProperties: false });
export type ImpersonateBody = Static<typeof ImpersonateBody>;

/** GET /session/impersonation-audit: filters by person and time, and paging. */
export const ImpersonationAuditQuery = Type.Object(
  {
    /** the impersonated employee */
    userId: Type.Optional(RowId),
    /** the administrator who impersonated */
    adminId: Type.Optional(RowId),
    /** writes at or after this time */
    from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
    /** writes before this time */
    to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
    pageIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: AUDIT_PAGE_INDEX_MAX, default: 0 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_SIZE_MAX, default: AUDIT_PAGE_SIZE_DEFAULT }),
    ),
  },
  { additionalProperties: false },
);
export type ImpersonationAuditQuery = Static<typeof ImpersonationAuditQuery>;
