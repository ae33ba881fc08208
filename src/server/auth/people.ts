import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { LRUCache } from 'lru-cache';
import { EMPLOYEE_SHORTHAND_MAX_LENGTH, signInIdentityText } from '../../engine/employees/fields';
import type { AppConfig } from '../config';
import type { Database, OrganizationRow } from '../db/database';
import { recordUserChanges } from '../employees';
import { HttpError } from '../errors';
import type { Membership, MembershipRepo } from './memberships';
import './tables';
import { claimAt, type VerifiedToken } from './verify-token';

/** How long an unmatched person of an external issuer stays unmatched without asking again (as memberships). */
const UNMATCHED_TTL_MS = 10_000;

/** The problem code of a signed-in person that the organization does not know (no employee matches them). */
export const UNKNOWN_PERSON = 'UNKNOWN_PERSON';

/**
 * 403 for a person signed in at the issuer whom the organization does not know; names the organization and
 * whom to ask (its feedback mail, when set) so that the web client can say so.
 */
export function unknownPerson(organization: Pick<OrganizationRow, 'name' | 'settings'>): HttpError {
  const contact = organization.settings.feedbackMail?.trim();
  return new HttpError(
    403,
    UNKNOWN_PERSON,
    `You are signed in, but ${organization.name} does not know you as an employee.`,
    undefined,
    { organizationName: organization.name, ...(contact ? { contact } : {}) },
  );
}

type PeopleConfig = Pick<AppConfig, 'oidcIssuer' | 'oidcMatchClaim' | 'oidcMatchField' | 'oidcJitCreate'>;

export type PeopleOptions = {
  db: Kysely<Database>;
  memberships: MembershipRepo;
  config: PeopleConfig;
  /** the issuer's user info for an access token (external issuer), when the token lacks the matching claim */
  userInfo?: (token: string) => Promise<Record<string, unknown> | undefined>;
  log?: { warn: (obj: object, msg: string) => void };
};

/**
 * Pure. Whether a boolean claim of an external token or user info counts as given: only the JSON value `true`
 * does; "false", "true", 0 or null are no statement of the issuer that it verified anything. An absent claim is
 * no statement either way: issuers such as Microsoft Entra ID send none, and matching there goes on.
 */
export function claimVerified(value: unknown): boolean {
  return value === undefined || value === true;
}

/** What a signed-in person's claims say about them (user info, just-in-time creation). */
type Profile = { email: string; firstName: string; lastName: string };

/**
 * Who a signed-in person is in an organization. With the embedded provider the token's subject is the
 * employee's `users.subject`. With an external issuer (OIDC_ISSUER) the issuer's subject is looked up in
 * user_identities; at the first sign-in the person is matched to an active employee by the configured claim
 * (OIDC_MATCH_CLAIM against OIDC_MATCH_FIELD: e-mail without case, or external id) and the subject is remembered,
 * so that later sign-ins match even when the claim changes. An employee already linked to another subject of the
 * issuer, or a claim that matches several employees, matches nobody. With OIDC_JIT_CREATE a person matching
 * nobody becomes an employee (no database roles: their roles come from the token).
 */
export class People {
  private readonly issuer: string | undefined;
  /**
   * People of an external issuer whom an organization did not match, for a few seconds: every call of an unknown
   * person would otherwise repeat the matching (and ask the issuer's user info) until the 403 page shows.
   */
  private readonly unmatched = new LRUCache<string, true>({ max: 10_000, ttl: UNMATCHED_TTL_MS });

  constructor(private readonly options: PeopleOptions) {
    this.issuer = options.config.oidcIssuer;
  }

  /** Whether people sign in at an external issuer. */
  get external(): boolean {
    return this.issuer !== undefined;
  }

  /** The membership of the token's person in the organization, linking or creating it at the first sign-in. */
  async membership(
    organization: OrganizationRow,
    verified: VerifiedToken,
    token: string,
  ): Promise<Membership | undefined> {
    const { memberships } = this.options;
    const issuer = this.issuer;
    if (issuer === undefined) return memberships.find(organization.id, verified.subject);
    const known = await memberships.find(organization.id, verified.subject, verified.issuer);
    if (known) return known;
    const key = `${organization.id}:${verified.subject}`;
    if (this.unmatched.has(key)) return undefined;
    const value = await this.matchValue(verified, token);
    const userId =
      value === undefined ? undefined : await this.matchOne(organization.id, verified.issuer, value);
    if (userId !== undefined) {
      await this.link(organization.id, verified, userId);
    } else if (this.options.config.oidcJitCreate) {
      await this.create(organization.id, verified, token, value);
    } else {
      this.unmatched.set(key, true);
      return undefined;
    }
    memberships.forget(organization.id, verified.subject);
    return memberships.find(organization.id, verified.subject, verified.issuer);
  }

  /**
   * Slug and name of the organizations the person belongs to or would be matched in at sign-in; with
   * just-in-time creation and no match anywhere, every organization (the person joins the one they open).
   */
  async organizationsOf(verified: VerifiedToken, token: string): Promise<{ slug: string; name: string }[]> {
    const { db } = this.options;
    if (this.issuer === undefined) {
      return db
        .selectFrom('users')
        .innerJoin('organizations', 'organizations.id', 'users.organization_id')
        .select(['organizations.slug', 'organizations.name'])
        .where('users.subject', '=', verified.subject)
        .where('users.active', '=', true)
        .orderBy('organizations.name')
        .execute();
    }
    const value = await this.matchValue(verified, token);
    const rows = await db
      .selectFrom('organizations')
      .select(['organizations.slug', 'organizations.name'])
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('user_identities')
              .innerJoin('users', 'users.id', 'user_identities.user_id')
              .select(sql`1`.as('one'))
              .whereRef('user_identities.organization_id', '=', 'organizations.id')
              .where('user_identities.issuer', '=', verified.issuer)
              .where('user_identities.subject', '=', verified.subject)
              .where('users.active', '=', true),
          ),
          ...(value === undefined
            ? []
            : [
                eb.exists(
                  this.candidates(verified.issuer, value)
                    .select(sql`1`.as('one'))
                    .where(sql<SqlBool>`users.organization_id = organizations.id`),
                ),
              ]),
        ]),
      )
      .orderBy('organizations.name')
      .execute();
    if (rows.length > 0 || !this.options.config.oidcJitCreate) return rows;
    return db.selectFrom('organizations').select(['slug', 'name']).orderBy('name').execute();
  }

  /** Name and e-mail of the person for OpenID Connect user info: their employee record, else the token's claims. */
  async profileOf(verified: VerifiedToken): Promise<Profile | undefined> {
    const { db } = this.options;
    let query = db.selectFrom('users').select(['first_name', 'last_name', 'email']);
    query =
      this.issuer === undefined
        ? query.where('subject', '=', verified.subject)
        : query.where('id', 'in', (eb) =>
            eb
              .selectFrom('user_identities')
              .select('user_id')
              .where('issuer', '=', verified.issuer)
              .where('subject', '=', verified.subject),
          );
    const person = await query.orderBy('id').executeTakeFirst();
    if (person) return { firstName: person.first_name, lastName: person.last_name, email: person.email };
    return this.issuer === undefined ? undefined : profileFromClaims(verified.claims);
  }

  /** The configured claim's value for matching (from the token, else the issuer's user info), trimmed. */
  private async matchValue(verified: VerifiedToken, token: string): Promise<string | undefined> {
    const { oidcMatchClaim, oidcMatchField } = this.options.config;
    const pick = (claims: Record<string, unknown> | undefined) => {
      if (!claims) return undefined;
      // an e-mail the issuer says anything but `true` about ("false" as a string, say) names nobody
      if (oidcMatchField === 'email' && !claimVerified(claims.email_verified)) return undefined;
      const value = claimAt(claims, oidcMatchClaim);
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      return text === '' ? undefined : text;
    };
    const inToken = pick(verified.claims);
    if (inToken !== undefined || !this.options.userInfo) return inToken;
    try {
      const info = await this.options.userInfo(token);
      // user info about another subject is no statement about this person (OpenID Connect Core 5.3.2)
      return info?.sub === verified.subject ? pick(info) : undefined;
    } catch (err) {
      this.options.log?.warn({ err }, 'the issuer user info for matching a person failed');
      return undefined;
    }
  }

  /** Active employees of whom the value is the matching field and who have no subject of the issuer yet. */
  private candidates(issuer: string, value: string) {
    const field = this.options.config.oidcMatchField;
    return this.options.db
      .selectFrom('users')
      .where('users.active', '=', true)
      .where(
        field === 'email'
          ? sql<SqlBool>`lower(users.email) = ${value.toLowerCase()}`
          : sql<SqlBool>`users.external_id = ${value}`,
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_identities as linked')
              .select(sql`1`.as('one'))
              .whereRef('linked.organization_id', '=', 'users.organization_id')
              .whereRef('linked.user_id', '=', 'users.id')
              .where('linked.issuer', '=', issuer),
          ),
        ),
      );
  }

  /** The one employee the value matches in the organization; none when it matches several. */
  private async matchOne(organizationId: number, issuer: string, value: string): Promise<number | undefined> {
    const rows = await this.candidates(issuer, value)
      .select('users.id')
      .where('users.organization_id', '=', organizationId)
      .limit(2)
      .execute();
    if (rows.length > 1) {
      this.options.log?.warn(
        { organizationId, field: this.options.config.oidcMatchField },
        'a signed-in person matches several employees; none is chosen',
      );
      return undefined;
    }
    return rows[0]?.id;
  }

  /**
   * Just-in-time creation: a new active employee from the token's claims (names, e-mail, the matching value as
   * external id when that is the field), linked to the subject; one at a time per organization.
   */
  /**
   * Remembers that the issuer's subject is the employee, with a change-history row in the same transaction
   * (HR sees the link on the employee page and can undo it). A link made at the same moment by another request
   * or instance wins; then nothing is written.
   */
  private async link(organizationId: number, verified: VerifiedToken, userId: number) {
    await this.options.db.transaction().execute(async (trx) => {
      const linked = await trx
        .insertInto('user_identities')
        .values({
          organization_id: organizationId,
          issuer: verified.issuer,
          subject: verified.subject,
          user_id: userId,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!linked) return;
      await recordUserChanges(trx, {
        organizationId,
        userId,
        changes: [{ field: 'signInIdentity', previous: null, next: signInIdentityText(verified) }],
        source: 'signIn',
        changedBy: null,
        impersonatedBy: null,
        applied: true,
      });
    });
  }

  private async create(
    organizationId: number,
    verified: VerifiedToken,
    token: string,
    value: string | undefined,
  ): Promise<void> {
    let claims: Record<string, unknown> = verified.claims;
    if (typeof claims.email !== 'string' && this.options.userInfo) {
      const info = await this.options.userInfo(token).catch(() => undefined);
      if (info?.sub === verified.subject) claims = { ...info, ...claims };
    }
    const profile = profileFromClaims(claims);
    const externalId = this.options.config.oidcMatchField === 'external_id' ? (value ?? null) : null;
    await this.options.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('oidc-jit'), ${organizationId})`.execute(trx);
      const linked = await trx
        .selectFrom('user_identities')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('issuer', '=', verified.issuer)
        .where('subject', '=', verified.subject)
        .executeTakeFirst();
      if (linked) return;
      const taken = new Set(
        (
          await trx
            .selectFrom('users')
            .select('shorthand')
            .where('organization_id', '=', organizationId)
            .execute()
        ).map((row) => row.shorthand.toUpperCase()),
      );
      const { id } = await trx
        .insertInto('users')
        .values({
          organization_id: organizationId,
          subject: `oidc:${randomUUID()}`,
          shorthand: freeShorthand(profile, taken),
          first_name: profile.firstName,
          last_name: profile.lastName,
          email: profile.email,
          external_id: externalId,
          position: '',
          picture: null,
          supervisor_id: null,
          mentor_id: null,
          roles: JSON.stringify([]),
          language_key: 'de-DE',
          theme_mode: 'light',
          can_be_impersonated: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_identities')
        .values({
          organization_id: organizationId,
          issuer: verified.issuer,
          subject: verified.subject,
          user_id: id,
        })
        .execute();
    });
  }
}

/**
 * The user info of an access token at an external issuer (its discovery's `userinfo_endpoint`), for a token
 * that lacks the matching claim; undefined when the issuer has none or refuses the token (Entra ID refuses
 * tokens of another audience: configure the claim into the access token there).
 */
export function issuerUserInfo(
  issuer: string,
): (token: string) => Promise<Record<string, unknown> | undefined> {
  let endpoint: Promise<string | undefined> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`OIDC discovery at ${issuer} answered ${response.status}`);
    const { userinfo_endpoint } = (await response.json()) as { userinfo_endpoint?: unknown };
    return typeof userinfo_endpoint === 'string' ? userinfo_endpoint : undefined;
  };
  return async (token) => {
    endpoint ??= discover().catch((error: unknown) => {
      endpoint = undefined;
      throw error;
    });
    const url = await endpoint;
    if (!url) return undefined;
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Pure. Names and e-mail from OpenID Connect claims (given_name/family_name, else name, else the e-mail). */
export function profileFromClaims(claims: Record<string, unknown>): Profile {
  const email = text(claims.email) || text(claims.preferred_username) || text(claims.upn);
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const name = text(claims.name);
    const at = name.lastIndexOf(' ');
    [firstName, lastName] = at > 0 ? [name.slice(0, at), name.slice(at + 1)] : [name, ''];
  }
  if (!firstName && !lastName) firstName = email.split('@')[0] ?? '';
  return { email, firstName: firstName.slice(0, 200), lastName: lastName.slice(0, 200) };
}

/** Pure. A shorthand not in `taken` (upper case): first letter of the given name and three of the family name. */
export function freeShorthand(profile: Profile, taken: ReadonlySet<string>): string {
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase();
  const fromName = plain(profile.firstName).slice(0, 1) + plain(profile.lastName).slice(0, 3);
  const base =
    (fromName.length >= 2 ? fromName : plain(profile.email.split('@')[0] ?? '').slice(0, 8)) || 'USER';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base.slice(0, EMPLOYEE_SHORTHAND_MAX_LENGTH - String(n).length)}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
