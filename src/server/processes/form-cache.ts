import { LRUCache } from 'lru-cache';
import type { ProcessType } from '../../engine/constants';
import type { Questionnaire } from '../../engine/forms';
import { findForm } from './forms-repo';
import type { Db } from './repo';

/** A stored questionnaire version with its id and version number. */
export type StoredQuestionnaire = Questionnaire & { id: number; version: number };

/**
 * Questionnaire versions by id. A version is never changed in place (a save creates a new one), so a cached
 * object stays right; keeping the same object also keeps the forms engine's per-questionnaire caches (index,
 * compiled validators) warm for every save.
 */
export class FormCache {
  private readonly cache = new LRUCache<string, StoredQuestionnaire>({ max: 500 });

  /** The version, also when the questionnaire was deleted later (processes keep theirs); undefined if unknown. */
  async get(db: Db, organizationId: number, formId: number): Promise<StoredQuestionnaire | undefined> {
    const key = `${organizationId}:${formId}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const row = await findForm(db, organizationId, formId);
    if (!row) return undefined;
    const questionnaire: StoredQuestionnaire = {
      id: row.id,
      correlationId: row.correlation_id,
      version: row.version,
      name: row.name,
      questionnaireType: row.questionnaire_type as ProcessType,
      isDraft: row.is_draft,
      pages: row.pages,
    };
    this.cache.set(key, questionnaire);
    return questionnaire;
  }
}
