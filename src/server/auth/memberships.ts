import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database, UserRow } from '../db/database';

/** An employee record of a subject in one organization, with the relations the session reports. */
export type Membership = {
  user: UserRow;
  isSupervisor: boolean;
  isMentor: boolean;
  hasMafegProcess: boolean;
};

/**
 * Memberships by (organization, subject), cached briefly: every API request resolves one, and a
 * database round trip per request would dominate the latency of small calls. Writes to a user
 * call forget(); other instances see a change within TTL_MS.
 */
export class MembershipRepo {
  static readonly TTL_MS = 10_000;
  private readonly cache = new LRUCache<string, { value: Membership | null }>({
    max: 20_000,
    ttl: MembershipRepo.TTL_MS,
  });

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The membership of a signed-in subject: the employee whose `subject` it is (embedded provider), or, with an
   * external `issuer`, the employee that subject of the issuer was matched to at the first sign-in
   * (user_identities). One process serves one issuer, so the cache key needs no issuer.
   */
  async find(organizationId: number, subject: string, issuer?: string): Promise<Membership | undefined> {
    return this.cached(`${organizationId}:${subject}`, () =>
      issuer === undefined
        ? this.query(organizationId).where('subject', '=', subject).executeTakeFirst()
        : this.query(organizationId)
            .where('id', '=', (eb) =>
              eb
                .selectFrom('user_identities')
                .select('user_identities.user_id')
                .where('user_identities.organization_id', '=', organizationId)
                .where('user_identities.issuer', '=', issuer)
                .where('user_identities.subject', '=', subject),
            )
            .executeTakeFirst(),
    );
  }

  /**
   * The membership of an employee record by its id (the user an administrator impersonates), cached like
   * find(); forget(organizationId) drops it, and it expires after TTL_MS.
   */
  async findById(organizationId: number, userId: number): Promise<Membership | undefined> {
    return this.cached(`${organizationId}:#${userId}`, () =>
      this.query(organizationId).where('id', '=', userId).executeTakeFirst(),
    );
  }

  private query(organizationId: number) {
    return (
      this.db
        .selectFrom('users')
        .selectAll()
        .select([
          sql<boolean>`exists(select 1 from users s where s.organization_id = users.organization_id and s.supervisor_id = users.id)`.as(
            'is_supervisor',
          ),
          sql<boolean>`exists(select 1 from users m where m.organization_id = users.organization_id and m.mentor_id = users.id)`.as(
            'is_mentor',
          ),
          sql<boolean>`exists(select 1 from processes p where p.organization_id = users.organization_id and p.recipient_id = users.id and p.process_type = 1)`.as(
            'has_mafeg_process',
          ),
        ])
        .where('organization_id', '=', organizationId)
        // a person deactivated by provisioning is no longer a member: every call answers 403
        .where('active', '=', true)
    );
  }

  private async cached(
    key: string,
    load: () => Promise<
      (UserRow & { is_supervisor: boolean; is_mentor: boolean; has_mafeg_process: boolean }) | undefined
    >,
  ): Promise<Membership | undefined> {
    const hit = this.cache.get(key);
    if (hit) return hit.value ?? undefined;
    const row = await load();
    const value = row
      ? (({ is_supervisor, is_mentor, has_mafeg_process, ...user }) => ({
          user,
          isSupervisor: is_supervisor,
          isMentor: is_mentor,
          hasMafegProcess: has_mafeg_process,
        }))(row)
      : null;
    this.cache.set(key, { value });
    return value ?? undefined;
  }

  /** Drops cached memberships of an organization (all of them when no subject is given). */
  forget(organizationId: number, subject?: string): void {
    if (subject) {
      this.cache.delete(`${organizationId}:${subject}`);
      return;
    }
    for (const key of this.cache.keys()) if (key.startsWith(`${organizationId}:`)) this.cache.delete(key);
  }
}
