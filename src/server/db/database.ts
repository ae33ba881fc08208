import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';
import type { OrganizationTheme } from '../../engine/api/theme';
import type { FormPage } from '../../engine/forms';
import type { WorkflowSettings } from '../../engine/workflows';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb columns are written as JSON text (pg would turn JS arrays into PG arrays) and read as values. */
type Json<T> = ColumnType<T, string, string>;

/** An organization's settings (a JSON column; a missing key means the default). */
export type OrganizationSettings = {
  pdcEdcEnabled?: boolean;
  feedbackMail?: string;
  /** IANA zone its calendar days and times are counted in; DEFAULT_TIME_ZONE when missing or unknown */
  timeZone?: string;
  /** reports hide aggregates of smaller groups (anonymityThresholdOf gives the default when missing) */
  reportingAnonymityThreshold?: number;
  /** SCIM group names (compared without case) and the roles their members hold */
  scimGroupRoles?: { group: string; roles: string[] }[];
};

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
  current_position: Generated<string>;
  hierarchy: Generated<string>;
  location: Generated<string>;
  /** set: provisioning (SCIM) may not change this employee's fields */
  is_api_update_locked: Generated<boolean>;
  /** false: deactivated by provisioning; kept for history and processes */
  active: Generated<boolean>;
  external_id: string | null;
  created_at: Timestamp;
  updated_at: Generated<Timestamp>;
  /** the SCIM userName when it is not the e-mail (an Entra userPrincipalName); null: the e-mail */
  scim_user_name: string | null;
  /** the SCIM displayName an identity system sent; null: "first last" */
  scim_display_name: string | null;
  /** set: deleted through SCIM (deactivated, and no longer a SCIM resource) */
  scim_deleted_at: Date | null;
  /** the roles SCIM group membership added to `roles` (not those the employee held anyway) */
  provisioned_roles: ColumnType<string[], string | undefined, string>;
}

/** One changed field of an employee (SPEC §3 change history), by a person or by provisioning. */
export interface UserHistoryTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  field: string;
  previous_value: string | null;
  new_value: string | null;
  source: 'person' | 'provisioning' | 'signIn';
  changed_by: number | null;
  impersonated_by: number | null;
  /** false: a provisioning change refused by the employee's API lock */
  applied: Generated<boolean>;
  changed_at: Generated<Timestamp>;
}

/** A SCIM provisioning bearer token of one organization; only its SHA-256 hash is kept. */
export interface ScimTokensTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  token_hash: string;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  last_used_at: Date | null;
  revoked_at: Date | null;
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
  user_history: UserHistoryTable;
  scim_tokens: ScimTokensTable;
  oidc_payloads: OidcPayloadsTable;
  forms: FormsTable;
  workflows: WorkflowsTable;
  form_settings: FormSettingsTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type UserRow = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
/** The columns of an employee's detail fields: name, e-mail, shorthand, position, hierarchy, place, supervisor. */
export type EmployeeDetailColumn =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'shorthand'
  | 'position'
  | 'current_position'
  | 'hierarchy'
  | 'location'
  | 'supervisor_id';
export type FormRow = Selectable<FormsTable>;
export type WorkflowRow = Selectable<WorkflowsTable>;

// ---- feedback processes (migration 0003) ----

/** A date without time, read and written as ISO `YYYY-MM-DD` text (the repos select it with to_char). */
type DateText = ColumnType<string, string, string>;

/** A cycle of one process type (SPEC §3 "Talkround"), e.g. MAFEG July to mid June. */
export interface TalkroundsTable {
  id: Generated<number>;
  organization_id: number;
  process_type: number;
  name: string;
  start_date: DateText;
  end_date: DateText;
  finished: ColumnType<boolean, boolean | undefined, boolean>;
}

/** One feedback process of a recipient (SPEC §3 "Feedback (process)"); lock_version guards transitions. */
export interface ProcessesTable {
  id: Generated<number>;
  organization_id: number;
  process_type: number;
  status_id: number;
  recipient_id: number;
  creator_id: number | null;
  talkround_id: number | null;
  title: Json<Partial<Record<string, string>>>;
  talk_date: Date | null;
  talk_date_reached: ColumnType<boolean, boolean | undefined, boolean>;
  start_date: DateText;
  end_date: DateText;
  mentor_id: number | null;
  partner_id: number | null;
  closed_reason_id: number | null;
  closed_reason: string | null;
  copied_from_id: number | null;
  copy_key: string | null;
  lock_version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One feedback of a process (self, manager, documentation, comparison, anonymous) with its form version. */
export interface FeedbacksTable {
  id: Generated<number>;
  organization_id: number;
  /** null for an anonymous feedback shared by e-mail outside any process (migration 0004) */
  process_id: number | null;
  feedback_type: number;
  donor_id: number | null;
  form_id: number | null;
  status: ColumnType<number, number | undefined, number>;
  is_in_progress: ColumnType<boolean, boolean | undefined, boolean>;
  is_submitted: ColumnType<boolean, boolean | undefined, boolean>;
  submitted_at: Date | null;
  approved_at: Date | null;
  veto_comment: string | null;
  access_token_hash: string | null;
  /** who shared an anonymous feedback (POST /feedbacks/share) */
  shared_by_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

type ValueColumns = {
  organization_id: number;
  feedback_id: number;
  element_id: string;
  value_state: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
};
export interface FeedbackItemValuesTable extends ValueColumns {
  value: number;
}
export interface FeedbackMatrixValuesTable extends ValueColumns {
  item_id: string;
  value: number;
}
export interface FeedbackCommentsTable extends ValueColumns {
  /** '' for the comment of an element without items */
  item_key: string;
  comment: string;
}
export interface FeedbackTableItemsTable extends ValueColumns {
  row_id: string;
  position: number;
  cells: Json<Record<string, string>>;
}
export interface FeedbackCareerDataTable extends ValueColumns {
  data: Json<Record<string, unknown>>;
}

/** The audit trail of a process: every action, its trigger and status change; the one record of domain events. */
export interface ProcessEventsTable {
  id: Generated<number>;
  organization_id: number;
  process_id: number;
  feedback_id: number | null;
  actor_id: number | null;
  kind: string;
  trigger: number | null;
  from_status: number | null;
  to_status: number | null;
  payload: Json<Record<string, unknown>>;
  at: Timestamp;
}

// Declaration merging adds the new tables to the Database interface above.
export interface Database {
  talkrounds: TalkroundsTable;
  processes: ProcessesTable;
  feedbacks: FeedbacksTable;
  feedback_item_values: FeedbackItemValuesTable;
  feedback_matrix_values: FeedbackMatrixValuesTable;
  feedback_comments: FeedbackCommentsTable;
  feedback_table_items: FeedbackTableItemsTable;
  feedback_career_data: FeedbackCareerDataTable;
  process_events: ProcessEventsTable;
}

export type TalkroundRow = Selectable<TalkroundsTable>;
export type ProcessRow = Selectable<ProcessesTable>;
/** Any feedback row, including anonymous ones shared outside a process. */
export type AnyFeedbackRow = Selectable<FeedbacksTable>;
/** A feedback of a process: what every process query reads (they select by process). */
export type FeedbackRow = AnyFeedbackRow & { process_id: number };
