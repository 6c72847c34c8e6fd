import type { Archive } from '@pastexam/api-contract';
import type { ArchiveRow } from '../db/schema.ts';

/**
 * An archive row as the API shows it; the storage key and size stay on the server. An administrator, who may
 * edit its year, is also shown the original system's 考試年份 it was imported with.
 */
export function toApiArchive(row: ArchiveRow, viewer?: { isAdmin: boolean }): Archive {
  const legacyYear = viewer?.isAdmin ? row.legacyAcademicYear : null;
  return {
    id: row.id,
    name: row.name,
    professor: row.professor,
    academic_year: row.academicYear,
    archive_type: row.archiveType,
    has_answers: row.hasAnswers,
    download_count: row.downloadCount,
    uploader_id: row.uploaderId,
    created_at: row.createdAt.toISOString(),
    ...(legacyYear === null ? {} : { legacy_academic_year: legacyYear }),
  };
}
