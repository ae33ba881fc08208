import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';
import type { ProcessApi } from '../../processes';
import type { FileStorage } from '../../storage/file-storage';

/** What an archive is rendered from: the process, its workflow, its answered feedbacks, the people named. */
export type ArchiveSource = NonNullable<Awaited<ReturnType<ProcessApi['archiveSource']>>>;
/** A feedback with the questionnaire version it was answered in and its stored answers (goals included). */
export type FilledFeedback = ArchiveSource['filled'][number];

/** What the archive services need: the database, the file storage and the process core's reads. */
export type ArchiveServices = {
  db: Kysely<Database>;
  storage: FileStorage;
  organizationConfig: Pick<OrganizationConfigRepo, 'get'>;
  /** the processes and their feedbacks, the read check of the feedbacks (canRead) and the workflows */
  processes: Pick<ProcessApi, 'findProcess' | 'feedbacksOf' | 'canRead' | 'workflow'>;
  /** the stored questionnaires and answers of a process, read as the system */
  source: (organizationId: number, processId: number) => Promise<ArchiveSource | undefined>;
  /** starts a worker run now (after a commit that queued an archive) */
  kick: () => void;
};
