// The archive types (product §9.2), without zod: a page validating an address (apps/web's archive-address.ts)
// reads them in every first load, where the schemas are not fetched yet.

export const archiveTypes = ['midterm', 'final', 'quiz', 'other'] as const;

export type ArchiveType = (typeof archiveTypes)[number];

const known: ReadonlySet<string> = new Set(archiveTypes);

/** Whether a value (from an address, storage…) is one of the archive types. */
export const isArchiveType = (value: unknown): value is ArchiveType =>
  typeof value === 'string' && known.has(value);
