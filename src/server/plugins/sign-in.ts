import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerEmbeddedProvider } from '../auth/embedded-routes';
import { loadOrCreateProviderKeys, publicJwks } from '../auth/keys';
import { createEmbeddedProvider } from '../auth/provider';
import type { Branding } from '../auth/sign-in-page';
import { loadSharedProviderKeys, sharedVerificationKeys } from '../auth/signing-keys';
import type { VerifierOptions } from '../auth/verify-token';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { resolveTheme } from '../organizations/theme';

/** What the sign-in needs: the configuration, the database, and where a failed sign-in is reported. */
export type SignInDeps = {
  config: AppConfig;
  db: Kysely<Database>;
  onBadLogin: (attempt: { email: string; organizationSlug?: string }) => void;
};

/**
 * The embedded OpenID Connect provider at /oidc (sign-in page in the organization's colours, keys in ./data or,
 * with OIDC_KEY_SECRET, shared in the database), unless an external issuer is configured. Answers the keys the
 * embedded provider's tokens are verified with (undefined: the external issuer's JWKS).
 */
export async function registerSignIn(
  app: FastifyInstance,
  deps: SignInDeps,
): Promise<VerifierOptions['jwks']> {
  const { config, db } = deps;
  if (config.oidcIssuer) return undefined;
  const branding = async (slug: string | undefined): Promise<Branding> => {
    // the product's own look when the organization cannot be read: a page that reports a failure must not fail
    const organization = slug ? await app.organizations.findBySlug(slug).catch(() => undefined) : undefined;
    return {
      name: organization?.name ?? 'DPT',
      slug: organization?.slug,
      colors: resolveTheme(organization).light,
    };
  };
  // several instances: the keys every instance shares, in the database (OIDC_KEY_SECRET); else ./data
  const secret = config.oidcKeySecret;
  const keys = secret
    ? await loadSharedProviderKeys(db, secret)
    : await loadOrCreateProviderKeys(config.dataDir);
  const jwks = secret ? sharedVerificationKeys(db, secret, keys) : publicJwks(keys);
  const provider = createEmbeddedProvider({
    issuer: issuerOf(config),
    publicUrl: config.publicUrl,
    clientId: config.oidcClientId,
    audience: config.oidcAudience,
    db,
    keys,
    branding,
  });
  await registerEmbeddedProvider(app, { provider, db, branding, onBadLogin: deps.onBadLogin });
  return jwks;
}

/** The issuer of the access tokens: the external one, or the embedded provider under the public URL. */
export const issuerOf = (config: AppConfig): string => config.oidcIssuer ?? `${config.publicUrl}/oidc`;
