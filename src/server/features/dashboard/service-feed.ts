import crypto from 'node:crypto';
import { languageKeyOf } from '../../../engine/constants';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import type { DashboardServices } from './deps';
import { calendarFeed } from './feed';
import { deleteFeedToken, findFeedOwner, hasFeedToken, replaceFeedToken } from './repo-settings';
import { datesOf } from './service-dates';

/** Pure. The stored form of a feed secret: its SHA-256 hash (hex); the secret itself is never stored. */
const hashFeedToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** GET /Dashboard/CalendarFeed: whether the actor has a calendar feed. */
export async function getFeedState(services: DashboardServices, actor: Actor) {
  return { active: await hasFeedToken(services.db, actor) };
}

/**
 * POST /Dashboard/CalendarFeed: makes a new secret for the actor's calendar feed and answers its address (https
 * and webcal), shown this once; an earlier address stops working.
 */
export async function renewFeed(services: DashboardServices, actor: Actor) {
  const token = crypto.randomBytes(32).toString('base64url');
  await replaceFeedToken(services.db, actor, hashFeedToken(token));
  const url = `${services.publicUrl}/calendar/${token}.ics`;
  return { active: true, url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** DELETE /Dashboard/CalendarFeed: ends the actor's calendar feed. */
export async function deleteFeed(services: DashboardServices, actor: Actor) {
  await deleteFeedToken(services.db, actor);
}

/**
 * GET /calendar/{token}.ics (public, the secret is the credential): the feed owner's dates as in GetDates, in
 * the owner's language; 404 for an unknown or renewed secret.
 */
export async function feedOf(services: DashboardServices, token: string): Promise<string> {
  const owner = await findFeedOwner(services.db, hashFeedToken(token));
  if (!owner) throw notFound('There is no calendar feed at this address.');
  const locale = languageKeyOf(owner.language_key);
  // the owner as the app knows them (their stored roles): the links are the ones they may open
  const dates = await datesOf(services, {
    organizationId: owner.organization_id,
    userId: owner.user_id,
    roles: owner.roles,
    locale,
  });
  return calendarFeed(dates, {
    locale,
    baseUrl: services.publicUrl,
    slug: owner.slug,
    host: new URL(services.publicUrl).hostname,
  });
}
