import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OrganizationTheme } from '../../engine/constants';
import type { FormPage } from '../../engine/forms';
import type { WorkflowSettings } from '../../engine/workflows';

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

/** One version of a questionnaire; versions share correlation_id. */
export interface FormsTable {
  id: Generated<number>;
  organization_id: number;
  correlation_id: string;
  version: number;
  name: string;
  questionnaire_type: number;
  is_draft: boolean;
  pages: Json<FormPage[]>;
  created_by: number | null;
  created_at: Timestamp;
  deleted_at: Date | null;
}

/** The workflow settings of one process type in one organization. */
export interface WorkflowsTable {
  id: Generated<number>;
  organization_id: number;
  process_type: number;
  settings: Json<WorkflowSettings>;
  updated_at: Timestamp;
}

/** Which questionnaire (by correlation id, latest published version) serves a feedback type. */
export interface FormSettingsTable {
  organization_id: number;
  process_type: number;
  feedback_type: number;
  form_correlation_id: string;
}

export interface Database {
  organizations: OrganizationsTable;
  accounts: AccountsTable;
  users: UsersTable;
  oidc_payloads: OidcPayloadsTable;
  forms: FormsTable;
  workflows: WorkflowsTable;
  form_settings: FormSettingsTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type FormRow = Selectable<FormsTable>;
export type WorkflowRow = Selectable<WorkflowsTable>;
