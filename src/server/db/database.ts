import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OrganizationTheme } from '../../engine/constants';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb columns are written as JSON text (pg would turn JS arrays into PG arrays) and read as values. */
type Json<T> = ColumnType<T, string, string>;

export type OrganizationSettings = { pdcEdcEnabled?: boolean; feedbackMail?: string };

export interface OrganizationsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  theme: Json<Partial<OrganizationTheme> | null> | null;
  custom_css: string;
  logo_png: Buffer | null;
  settings: Json<OrganizationSettings>;
  created_at: Timestamp;
}

/** Sign-in accounts of the embedded OpenID Connect provider (not used with an external issuer). */
export interface AccountsTable {
  subject: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
}

/** An employee of one organization, linked to a sign-in subject. */
export interface UsersTable {
  id: Generated<number>;
  organization_id: number;
  subject: string;
  shorthand: string;
  first_name: string;
  last_name: string;
  email: string;
  position: string;
  picture: string | null;
  supervisor_id: number | null;
  mentor_id: number | null;
  roles: Json<string[]>;
  language_key: string;
  theme_mode: string;
  can_be_impersonated: boolean;
  created_at: Timestamp;
}

/** oidc-provider's models (sessions, grants, codes, interactions, ...), one row per (kind, id). */
export interface OidcPayloadsTable {
  kind: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: Date | null;
}

export interface Database {
  organizations: OrganizationsTable;
  accounts: AccountsTable;
  users: UsersTable;
  oidc_payloads: OidcPayloadsTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
