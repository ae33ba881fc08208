import { DONOR_ROLES, type DonorRole } from '../../../engine/access';
import {
  DASHBOARD_GROUPS,
  FEEDBACK_TYPE_IDS,
  TRIGGER_IDS,
  type FeedbackType,
  type TriggerType,
} from '../../../engine/constants';
import {
  FEEDBACK_STATUS_OPTION_IDS,
  statusLabel,
  triggerName,
  type WorkflowSettings,
} from '../../../engine/workflows';
import type { LanguageKey } from '../../../engine/constants';
import type { Translate } from '../../lib/i18n/translate';

export type Option<V> = { value: V; label: string };

/** The longest text per language the settings allow (`schemas/workflow-settings.schema.json`). */
export const TEXT_MAX_LENGTH = 500;

export const DONOR_ROLE_IDS = Object.values(DONOR_ROLES) as DonorRole[];

export const triggerLabel = (t: Translate, trigger: TriggerType) =>
  `${trigger} · ${t(`workflows.triggers.${triggerName(trigger)}`)}`;

export const feedbackTypeLabel = (t: Translate, type: FeedbackType | null) =>
  type === null ? t('workflowEditor.feedbackTypes.any') : t(`workflowEditor.feedbackTypes.${type}`);

export const roleLabel = (t: Translate, role: DonorRole) => t(`workflowEditor.donorRoles.${role}`);

/** "210 · Talk scheduled" */
export const statusOptionLabel = (settings: WorkflowSettings, statusId: number, locale: LanguageKey) =>
  `${statusId} · ${statusLabel(settings, statusId, locale)}`;

/** The statuses as dropdown options, de-duplicated by id (duplicates are an issue of their own). */
export function statusOptions(settings: WorkflowSettings, locale: LanguageKey): Option<number>[] {
  const ids = [...new Set(settings.statusList.map((s) => s.statusId))];
  return ids.map((id) => ({ value: id, label: statusOptionLabel(settings, id, locale) }));
}

/** A status id that is referenced but not in the list still needs an option, or the dropdown shows blank. */
export function withMissing(options: Option<number>[], value: number): Option<number>[] {
  return options.some((o) => o.value === value) ? options : [...options, { value, label: `${value} · ?` }];
}

export const triggerOptions = (t: Translate): Option<TriggerType>[] =>
  TRIGGER_IDS.map((trigger) => ({ value: trigger, label: triggerLabel(t, trigger) }));

/** Feedback types with "any feedback" (null) first. PrimeReact dropdowns cannot hold null, so it is -1. */
export const ANY = -1;
export const feedbackTypeOptions = (t: Translate): Option<number>[] => [
  { value: ANY, label: feedbackTypeLabel(t, null) },
  ...FEEDBACK_TYPE_IDS.map((type) => ({ value: type, label: feedbackTypeLabel(t, type) })),
];
export const toOptionValue = (type: FeedbackType | null) => type ?? ANY;
export const fromOptionValue = (value: number): FeedbackType | null =>
  value === ANY ? null : (value as FeedbackType);

export const groupOptions = (t: Translate) =>
  DASHBOARD_GROUPS.map((group) => ({
    value: group,
    label: `${group} · ${t(`workflowEditor.groups.${group}`)}`,
  }));

/** Feedback status options with "not set" (-1, see ANY) first. */
export const feedbackStatusOptions = (t: Translate): Option<number>[] => [
  { value: ANY, label: t('workflowEditor.statuses.feedbackStatusNone') },
  ...FEEDBACK_STATUS_OPTION_IDS.map((id) => ({
    value: id,
    label: `${id} · ${t(`workflows.feedbackStatus.${id}`)}`,
  })),
];
