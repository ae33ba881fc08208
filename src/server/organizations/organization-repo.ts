import type { Kysely } from 'kysely';
import type { Database, OrganizationRow } from '../db/database';

/**
 * Organizations by slug, cached for a short time: nearly every request resolves one, and they
 * change rarely (a change calls forget()).
 */
export class OrganizationRepo {
  private readonly cache = new Map<string, { row: OrganizationRow | undefined; at: number }>();
  private static readonly TTL_MS = 30_000;

  constructor(private readonly db: Kysely<Database>) {}

  async findBySlug(slug: string): Promise<OrganizationRow | undefined> {
    const key = slug.toLowerCase();
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < OrganizationRepo.TTL_MS) return hit.row;
    const row = await this.db
      .selectFrom('organizations')
      .selectAll()
      .where('slug', '=', key)
      .executeTakeFirst();
    this.cache.set(key, { row, at: Date.now() });
    return row;
  }

  forget(slug: string): void {
    this.cache.delete(slug.toLowerCase());
  }
}
