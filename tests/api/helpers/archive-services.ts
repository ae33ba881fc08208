import type { ArchiveServices } from '../../../src/server/features/archive/deps';
import { fileStorageIn } from '../../../src/server/storage/file-storage';
import type { TestApp } from './test-app';

/**
 * The archive services of the test app as its worker gets them, for the test's own workers (as further instances
 * would run them); `overrides` replace a part (a slow storage, a database that dies).
 */
export function archiveServices(t: TestApp, overrides: Partial<ArchiveServices> = {}): ArchiveServices {
  return {
    db: t.app.db,
    storage: fileStorageIn(t.config.dataDir),
    organizationConfig: t.app.organizationConfig,
    processes: t.processes.api,
    source: (organizationId, processId) => t.processes.api.archiveSource(organizationId, processId),
    kick: () => {},
    ...overrides,
  };
}

/** A log for workers whose failures the test provokes. */
export const silentLog = { error: () => {} };
