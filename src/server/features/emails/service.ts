import { EMAIL_STATUSES } from '../../../engine/constants';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import type { EmailServices } from './deps';
import { assertCancellable, assertResendable } from './policy';
import { presentEmailDetail, presentEmailItem } from './present';
import { findEmail, listEmails, moveEmail } from './repo';
import type { EmailIdParams, EmailListQuery } from '../../../engine/api/emails';
import { EMAIL_PAGE_SIZE } from '../../../engine/emails';

/** GET /Emails: a page of the organization's e-mails (SPEC §7; defaults of §9), and how many match. */
export async function emailOverview(services: EmailServices, actor: Actor, query: EmailListQuery) {
  const pageSize = query.pageSize ?? EMAIL_PAGE_SIZE;
  const { rows, count } = await listEmails(services.db, actor.organizationId, {
    keyword: (query.keyword ?? '').trim(),
    sort: query.sort ?? 'sendingDateTime',
    desc: query.desc ?? true,
    offset: (query.pageIndex ?? 0) * pageSize,
    limit: pageSize,
  });
  return { emails: rows.map(presentEmailItem), emailsCount: count };
}

async function detailOf(services: EmailServices, actor: Actor, id: number) {
  const row = await findEmail(services.db, actor.organizationId, id);
  if (!row) throw notFound('There is no such e-mail.');
  return row;
}

/** GET /Emails/{id}: one e-mail of the organization with cc, bcc and body; 404 for any other. */
export async function emailDetail(services: EmailServices, actor: Actor, params: EmailIdParams) {
  return presentEmailDetail(await detailOf(services, actor, params.id));
}

/**
 * Sends a failed or cancelled e-mail again: back to pending with fresh attempts, and the worker is woken.
 * 409 EMAIL_NOT_RESENDABLE in any other status (also when it changed status meanwhile).
 */
export async function resendEmail(services: EmailServices, actor: Actor, params: EmailIdParams) {
  const row = await detailOf(services, actor, params.id);
  assertResendable(row.status);
  const from = [EMAIL_STATUSES.failed, EMAIL_STATUSES.cancelled];
  if (!(await moveEmail(services.db, actor.organizationId, row.id, from, EMAIL_STATUSES.pending)))
    assertResendable(-1);
  void services.kickMail();
  return presentEmailDetail(await detailOf(services, actor, row.id));
}

/** Cancels a pending e-mail; 409 EMAIL_NOT_CANCELLABLE once the worker took it (or in any other status). */
export async function cancelEmail(services: EmailServices, actor: Actor, params: EmailIdParams) {
  const row = await detailOf(services, actor, params.id);
  assertCancellable(row.status);
  const from = [EMAIL_STATUSES.pending];
  if (!(await moveEmail(services.db, actor.organizationId, row.id, from, EMAIL_STATUSES.cancelled)))
    assertCancellable(-1);
  return presentEmailDetail(await detailOf(services, actor, row.id));
}
