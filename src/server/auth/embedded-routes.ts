import crypto from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from './passwords';
import { grantRevocations } from './revocation';
import { signInPage, type Branding } from './sign-in-page';
import { createSignInThrottle } from './sign-in-throttle';
import { pickLanguage } from './sign-in-texts';

type Options = {
  provider: Provider;
  db: Kysely<Database>;
  branding: (slug: string | undefined) => Promise<Branding>;
  /** hears each failed sign-in (the error log records it); must not wait or throw */
  onBadLogin?: (attempt: { email: string; organizationSlug?: string }) => void;
};

type InteractionParams = { uid: string };
type LoginBody = { email?: string; password?: string; language?: string };
/** The sign-in form's fields: text of bounded length (a list or a NUL is a 400, not a fault). */
const LoginBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 1024 },
    language: { type: 'string', maxLength: 20 },
  },
};

const INTERACTION_PREFIX = '/oidc/interaction/';

type SignInError = 'invalid' | 'missing' | 'throttled' | 'deactivated';
const ERROR_STATUS: Record<SignInError | 'none', number> = {
  none: 200,
  invalid: 400,
  missing: 400,
  throttled: 429,
  deactivated: 403,
};

/**
 * Whether the person is deactivated where they sign in: in the organization the sign-in names, else in every
 * organization they are an employee of. A person no organization knows is not refused here (the app says so).
 */
async function isDeactivated(db: Kysely<Database>, subject: string, slug: string | undefined) {
  let query = db.selectFrom('users').select('users.active').where('users.subject', '=', subject);
  if (slug)
    query = query.where('users.organization_id', 'in', (eb) =>
      eb.selectFrom('organizations').select('organizations.id').where('organizations.slug', '=', slug),
    );
  const rows = await query.execute();
  return rows.length > 0 && rows.every((row) => !row.active);
}

// the hash an unknown account's password is checked against (of a random password nobody knows), made once
let unknownHash: Promise<string> | undefined;
const unknownAccountHash = () => (unknownHash ??= hashPassword(crypto.randomBytes(24).toString('base64url')));

// Clicks the provider's "yes, sign out" button: the user asked the app to sign out already.
const LOGOUT_SCRIPT = "document.querySelector('button[name=logout]')?.click();";

/**
 * Mounts the embedded provider at /oidc and serves its sign-in interaction. The provider is a Koa
 * app, so its requests are handed over before Fastify parses a body.
 */
export async function registerEmbeddedProvider(
  app: FastifyInstance,
  { provider, db, branding, onBadLogin }: Options,
) {
  const callback = provider.callback();
  const throttle = createSignInThrottle(db);
  // a sign-out or a replayed authorization code revokes a grant: its access tokens are refused from now on
  const revocations = grantRevocations(db);
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => {
    revocations
      .revoke(grantId)
      .catch((error: unknown) => app.log.error({ err: error }, 'recording a revoked grant'));
  });
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    if (!url.startsWith('/oidc/') || url.startsWith(INTERACTION_PREFIX)) return;
    reply.hijack();
    // the provider's answers carry the app's security headers (set by the hooks before this one) and are
    // never cached; the provider may still set its own on top
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    reply.raw.setHeader('cache-control', 'no-store');
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice('/oidc'.length);
    await callback(raw, reply.raw);
  });

  app.get('/auth/logout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-cache').send(LOGOUT_SCRIPT),
  );

  await app.register(async (scope) => {
    // the sign-in form posts form fields only: JSON or text is 415, not a body the handler misreads
    scope.removeAllContentTypeParsers();
    await scope.register(formbody);

    const render = async (
      request: FastifyRequest,
      reply: FastifyReply,
      form: { email?: string; error?: SignInError; language?: string },
    ) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const slug = details.params.organization as string | undefined;
      if (form.error === 'invalid') onBadLogin?.({ email: form.email ?? '', organizationSlug: slug });
      const query = request.query as { lang?: string };
      const language = pickLanguage(
        query.lang,
        form.language,
        details.params.ui_locales as string | undefined,
        request.headers['accept-language'],
      );
      const other = language === 'de-DE' ? 'en-US' : 'de-DE';
      const html = signInPage(language, await branding(slug), {
        action: `${INTERACTION_PREFIX}${details.uid}/login`,
        email: form.email,
        error: form.error,
        switchLanguageUrl: `${INTERACTION_PREFIX}${details.uid}?lang=${other}`,
      });
      return reply
        .status(ERROR_STATUS[form.error ?? 'none'])
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(html);
    };

    scope.get<{ Params: InteractionParams }>(
      `${INTERACTION_PREFIX}:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name === 'login') return render(request, reply, {});
        // Consent is never asked of the first-party client (see loadExistingGrant); finish it.
        const grant = new provider.Grant({
          accountId: details.session!.accountId,
          clientId: details.params.client_id as string,
        });
        const { missingOIDCScope, missingResourceScopes } = details.prompt.details as {
          missingOIDCScope?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
        for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {}))
          grant.addResourceScope(resource, scopes.join(' '));
        const grantId = await grant.save();
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return reply.redirect(redirectTo, 303);
      },
    );

    scope.post<{ Params: InteractionParams; Body: LoginBody }>(
      `${INTERACTION_PREFIX}:uid/login`,
      {
        // failed attempts are throttled per account and per address (sign-in-throttle.ts); successful ones are not
        schema: { hide: true, body: LoginBodySchema },
      },
      async (request, reply) => {
        const email = (request.body?.email ?? '').trim().toLowerCase();
        const password = request.body?.password ?? '';
        const language = request.body?.language;
        if (!email || !password) return render(request, reply, { email, error: 'missing', language });
        const wait = await throttle.waitSeconds(email, request.ip);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return render(request, reply, { email, error: 'throttled', language });
        }
        const account = await db
          .selectFrom('accounts')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirst();
        // an unknown account costs the same hash as a known one: the answer's time tells no account exists
        const valid = await verifyPassword(password, account?.password_hash ?? (await unknownAccountHash()));
        if (!account || !valid) {
          request.log.warn({ email }, 'bad login');
          const next = await throttle.failed(email, request.ip);
          if (next > 0) reply.header('retry-after', String(next));
          return render(request, reply, { email, error: 'invalid', language });
        }
        await throttle.succeeded(email, request.ip);
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const slug = details.params.organization as string | undefined;
        if (await isDeactivated(db, account.subject, slug)) {
          request.log.warn({ email }, 'sign-in of a deactivated person refused');
          return render(request, reply, { email, error: 'deactivated', language });
        }
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: account.subject } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );
  });
}
