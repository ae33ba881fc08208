import type { Kysely } from 'kysely';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import type { ProviderKeys } from './keys';
import { GRANT_CLAIM } from './revocation';
import { createOidcAdapterClass } from './oidc-adapter';
import { messagePage, providerPage, type Branding } from './sign-in-page';
import { pickLanguage, signInTexts } from './sign-in-texts';

export type EmbeddedProviderOptions = {
  issuer: string;
  publicUrl: string;
  clientId: string;
  audience: string;
  db: Kysely<Database>;
  keys: ProviderKeys;
  branding: (slug: string | undefined) => Promise<Branding>;
};

/** Whether the end-session request's validated id_token_hint names the account signed in to this session. */
function hintNamesSignedIn(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return accountId !== undefined && hint?.payload?.sub === accountId;
}

/** The scopes a signed-in client receives for the API (SPEC §6: an API scope and roles). */
export const API_SCOPES = 'dpt-api roles';

/**
 * The embedded OpenID Connect provider: authorization code + PKCE for the one first-party web
 * client, JWT access tokens for the API audience, storage in the database.
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { db, audience, publicUrl } = options;
  const languageOf = (ctx: KoaContextWithOIDC) =>
    pickLanguage(ctx.oidc?.params?.ui_locales as string | undefined, ctx.get('accept-language'));
  const slugOf = (ctx: KoaContextWithOIDC) => ctx.oidc?.params?.organization as string | undefined;

  const configuration: Configuration = {
    adapter: createOidcAdapterClass(db),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'DPT',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/callback`, `${publicUrl}/silent-renew`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    jwks: options.keys.jwks as Configuration['jwks'],
    cookies: { keys: options.keys.cookieKeys },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    extraParams: ['organization'],
    // an access token names its grant (the API refuses it once the grant is revoked, revocation.ts) and its
    // sign-in session as `sid`, like the external issuers do: an impersonation belongs to the sign-in it was
    // started in, and a renewal keeps the session while a new sign-in starts another
    extraTokenClaims: (_ctx, token) => ({
      ...('grantId' in token && token.grantId ? { [GRANT_CLAIM]: token.grantId } : {}),
      ...('sessionUid' in token && token.sessionUid ? { sid: token.sessionUid } : {}),
    }),
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origin === new URL(publicUrl).origin,
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // One click less: the web client only starts a logout when the user chose it in the app.
        logoutSource: async (ctx, form) => {
          const language = languageOf(ctx);
          const t = signInTexts[language];
          // Only a request whose id_token_hint (validated by the provider before this page) names the signed-in
          // account is the app's own sign-out and goes on by itself; a foreign page that merely navigates here,
          // or sends an id token of another account (its own, say), gets the confirmation button.
          const hinted = hintNamesSignedIn(ctx);
          const autoSubmitForm = hinted ? form.replace('<form', '<form data-auto-submit') : form;
          ctx.body = providerPage(
            language,
            await options.branding(undefined),
            t.signOut,
            `<h1>${t.signingOut}</h1>${autoSubmitForm}<button type="submit" form="op.logoutForm" name="logout" value="yes">${t.signOut}</button>
${hinted ? '<script src="/auth/logout.js"></script>' : ''}`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          const language = languageOf(ctx);
          const t = signInTexts[language];
          ctx.body = messagePage(language, await options.branding(undefined), t.signOut, t.signedOut, {
            href: `${publicUrl}/`,
            text: t.signInAgain,
          });
        },
      },
    },
    // First-party client: the user is never asked for consent; the grant holds what the client asked for.
    loadExistingGrant: async (ctx) => {
      const client = ctx.oidc.client!;
      const accountId = ctx.oidc.session!.accountId!;
      const existingId = ctx.oidc.session!.grantIdFor(client.clientId);
      const grant = existingId ? await ctx.oidc.provider.Grant.find(existingId) : undefined;
      if (grant) return grant;
      const fresh = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      fresh.addOIDCScope('openid profile email');
      fresh.addResourceScope(audience, API_SCOPES);
      await fresh.save();
      return fresh;
    },
    findAccount: async (_ctx, subject) => {
      const account = await db
        .selectFrom('accounts')
        .select(['subject', 'email'])
        .where('subject', '=', subject)
        .executeTakeFirst();
      if (!account) return undefined;
      const person = await db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('subject', '=', subject)
        .orderBy('id')
        .executeTakeFirst();
      return {
        accountId: subject,
        claims: async () => ({
          sub: subject,
          email: account.email,
          email_verified: true,
          given_name: person?.first_name,
          family_name: person?.last_name,
          name: person ? `${person.first_name} ${person.last_name}` : account.email,
        }),
      };
    },
    renderError: async (ctx, out, error) => {
      const language = languageOf(ctx);
      const t = signInTexts[language];
      // the database away is no fault of the sign-in: 503 with Retry-After and the API's words, as for any request
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable) {
        ctx.status = 503;
        ctx.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      }
      ctx.type = 'html';
      ctx.body = messagePage(
        language,
        await options.branding(slugOf(ctx)),
        t.error,
        unavailable ? t.databaseUnavailable : String(out.error_description ?? out.error),
        {
          href: `${publicUrl}/`,
          text: t.back,
        },
      );
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
  };
  return new Provider(options.issuer, configuration);
}
