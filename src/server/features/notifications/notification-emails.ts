import type { Kysely } from 'kysely';
import { isCivilDate, timeZoneOf } from '../../../engine/calendar';
import { languageKeyOf, type LanguageKey } from '../../../engine/constants';
import { formatDate } from '../../../engine/format/dates';
import { feedbackNameOf, formatWhen, processNameOf } from '../../../engine/notifications/notification-text';
import { openProcessPath, routeOf } from '../../../engine/notifications/route-of';
import type { PlaceholderValues } from '../../../engine/notifications/template-catalogue';
import type { Database } from '../../db/database';
import { enqueueTemplateMail, mailBrandOf } from '../../mail/notification-mail';
import type { NotificationServices } from './deps';
import { mailRecipients, processMailFacts } from './repo-emails';
import type { NotificationDraft } from './rules';

/** Pure. A date as an e-mail shows it: a day alone (PDP reviews) or a day and time in the organization's zone. */
export function formatMailDate(value: string, language: LanguageKey, timeZone: string): string {
  return isCivilDate(value)
    ? formatDate(value, { locale: language, timeZone })
    : formatWhen(value, language, timeZone);
}

/** Pure. A localized title in `language`, else in any language. */
export const titleIn = (title: Partial<Record<string, string>>, language: LanguageKey): string =>
  title[language] ?? Object.values(title).find((t) => t) ?? '';

const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/**
 * The absolute link into the product for a notification's route. One about a process leads through the open
 * page, which asks on arrival where the reader may go then: an e-mail is read long after it was written.
 */
export function productLink(
  publicUrl: string,
  slug: string,
  route: NotificationDraft['route'],
  processId?: number,
): string {
  const path =
    processId === undefined
      ? (routeOf(slug, { routeName: route.name, id: route.id }) ?? `/${slug}`)
      : openProcessPath(slug, { processId, feedbackId: route.name === 'feedback' ? route.id : null });
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}

/**
 * The actor as a mail names them; a change made while a full administrator impersonated the actor names the
 * administrator too (SPEC §6).
 */
function actorNameOf(params: NotificationDraft['params'], language: string): string {
  const actor = params.actor ?? '';
  if (!params.impersonator) return actor;
  return language === 'de-DE'
    ? `${actor} (${params.impersonator} im Identitätswechsel)`
    : `${actor} (${params.impersonator}, impersonating)`;
}

/**
 * The closing notice of a mail caused while a full administrator impersonated the actor (SPEC §6), whatever
 * the template names: the recipient learns who really acted.
 */
function impersonationNoticeOf(params: NotificationDraft['params'], language: string): string | undefined {
  if (!params.impersonator) return undefined;
  const actor = params.actor ?? '';
  return language === 'de-DE'
    ? `Ausgelöst von ${params.impersonator} im Identitätswechsel als ${actor}.`
    : `Caused by ${params.impersonator} while impersonating ${actor}.`;
}

/**
 * Queues the e-mails of one process event's notifications inside the action's transaction (`trx`): for every
 * told person who has not switched the kind off, the organization's template in their language. Returns how
 * many were queued.
 */
export async function queueEventMails(
  services: NotificationServices,
  trx: Kysely<Database>,
  event: { organizationId: number; processId: number },
  drafts: readonly NotificationDraft[],
): Promise<number> {
  if (drafts.length === 0) return 0;
  const { organizationId } = event;
  const brand = await mailBrandOf(trx, organizationId);
  const timeZone = timeZoneOf(brand.settings.timeZone);
  const facts = await processMailFacts(trx, organizationId, event.processId);
  let queued = 0;
  for (const draft of drafts) {
    const [person] = await mailRecipients(trx, organizationId, [draft.userId], draft.kind);
    if (!person) continue;
    const language = languageKeyOf(person.language_key);
    const { params } = draft;
    const values: PlaceholderValues = {
      recipientName: fullName(person),
      processTitle: facts ? titleIn(facts.title, language) : '',
      employeeName: facts ? fullName(facts) : '',
      processType: processNameOf(params.processType ?? 0, language),
      feedbackType: feedbackNameOf(params.feedbackType ?? 0, language),
      actorName: actorNameOf(params, language),
      comment: params.comment ?? '',
      date: params.at ? formatMailDate(params.at, language, timeZone) : '',
    };
    await enqueueTemplateMail(trx, {
      organizationId,
      kind: draft.kind,
      sender: services.mail.from,
      to: { email: person.email, language: person.language_key },
      brand,
      link: productLink(services.mail.publicUrl, brand.slug, draft.route, draft.processId),
      values,
      notice: impersonationNoticeOf(params, language),
    });
    queued += 1;
  }
  return queued;
}
