import { LANGUAGES, type DashboardGroup, type LanguageKey } from '../constants';
import { closedStatusOf } from './closed-status';
import type { Localized, WorkflowSettings } from './types';

/** Pure. The text in `locale`, else in the other language, else `fallback`; empty strings count as missing. */
export function localize(text: Localized | null | undefined, locale: LanguageKey, fallback = ''): string {
  if (!text) return fallback;
  return text[locale] || LANGUAGES.map((language) => text[language]).find((t) => !!t) || fallback;
}

/** Pure. The status name in `locale` (falling back to the other language, then to the id). */
export function statusLabel(settings: WorkflowSettings, statusId: number, locale: LanguageKey): string {
  const status = settings.statusList.find((s) => s.statusId === statusId);
  return localize(status?.translations, locale, String(statusId));
}

/** Pure. The status description in `locale` (falling back to the other language, then to ""). */
export function statusDescription(settings: WorkflowSettings, statusId: number, locale: LanguageKey): string {
  return localize(settings.statusList.find((s) => s.statusId === statusId)?.descriptions, locale);
}

/** Pure. The dashboard group of a status (SPEC §4), or null for a status not in the workflow. */
export function dashboardGroupOf(settings: WorkflowSettings, statusId: number): DashboardGroup | null {
  return settings.statusList.find((s) => s.statusId === statusId)?.dashboardGroup ?? null;
}

/** Pure. True for the closed status and any other status of dashboard group 999. */
export function isClosed(settings: WorkflowSettings, statusId: number): boolean {
  return statusId === closedStatusOf(settings) || dashboardGroupOf(settings, statusId) === 999;
}
