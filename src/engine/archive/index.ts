/** The four documents of an archive (SPEC §7 Archive), in the order the answer lists them. */
export const ARCHIVE_DOCUMENTS = [
  'conclusion',
  'self-evaluation',
  'supervisor-evaluation',
  'comparison',
] as const;
export type ArchiveDocument = (typeof ARCHIVE_DOCUMENTS)[number];
