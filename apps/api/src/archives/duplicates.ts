import type { ArchiveDuplicate, ArchiveDuplicateQuery } from '@pastexam/api-contract';
import { findActiveCourse } from '../courses/repository.ts';
import type { Database } from '../db/client.ts';
import type { ArchiveRow } from '../db/schema.ts';
import { fail, type Refusal } from '../refusal.ts';
import { archivesText } from '../search/pages.ts';
import { SIMILAR_TEXT, shingles, textSimilarity } from '../search/similar-text.ts';
import { type FileStorage, readStoredFile } from '../storage/index.ts';
import { listActiveArchives, setContentHash } from './repository.ts';
import { contentHash } from './upload-file.ts';

/**
 * The hash of each archive's content: kept since its upload, or else taken now from its stored file and kept
 * (archives stored before hashes were; their stored file is what a user downloads, and may upload again).
 */
async function contentHashes(db: Database, storage: FileStorage, rows: readonly ArchiveRow[]) {
  const hashes = new Map<number, string>();
  for (const row of rows) {
    let sha256 = row.contentSha256;
    if (sha256 === null) {
      const bytes = await readStoredFile(storage, row.fileKey);
      if (!bytes) continue;
      sha256 = contentHash([bytes]);
      await setContentHash(db, row.id, sha256);
    }
    hashes.set(row.id, sha256);
  }
  return hashes;
}

/**
 * The course's archives (not in the trash) the chosen file may already be (product §5.2): the same file by its
 * hash, or nearly the same text (search/similar-text.ts) when the wizard could read the file's text and the archive's
 * text has been read. The same file first, then the most alike.
 */
export async function findArchiveDuplicates(
  db: Database,
  storage: FileStorage,
  courseId: number,
  query: ArchiveDuplicateQuery,
): Promise<{ duplicates: ArchiveDuplicate[] } | Refusal<'course_not_found'>> {
  if (!(await findActiveCourse(db, courseId))) return fail('course_not_found');
  const rows = (await listActiveArchives(db, courseId)).map((row) => row.archive);
  const hashes = await contentHashes(db, storage, rows);
  const chosen = shingles(query.text ?? '');
  const texts =
    chosen.size > 0
      ? await archivesText(
          db,
          rows.map((row) => row.id),
        )
      : new Map<number, string>();
  const duplicates: ArchiveDuplicate[] = [];
  for (const row of rows) {
    const archive = {
      id: row.id,
      name: row.name,
      professor: row.professor,
      academic_year: row.academicYear,
      archive_type: row.archiveType,
    };
    if (hashes.get(row.id) === query.sha256) {
      duplicates.push({ archive, reason: 'same_file', similarity: 1 });
      continue;
    }
    const similarity = textSimilarity(chosen, shingles(texts.get(row.id) ?? ''));
    if (similarity >= SIMILAR_TEXT) duplicates.push({ archive, reason: 'similar_text', similarity });
  }
  return { duplicates: duplicates.sort((a, b) => b.similarity - a.similarity) };
}
