import { z } from 'zod';
import { archiveSchema } from './archive.ts';
import { multiLine } from './text.ts';

/** The most text of a chosen file the duplicate check reads: an exam's first pages say which exam it is. */
export const MAX_DUPLICATE_TEXT = 50_000;

/**
 * POST /courses/{id}/archives/duplicates: what the wizard knows of the chosen file before sending it, its
 * SHA-256 (of the PDF as chosen, or of the photos' bytes one after another in page order) and, for a PDF with a
 * text layer, its text.
 */
export const archiveDuplicateQuerySchema = z
  .object({
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/, '檔案雜湊必須是 64 個小寫十六進位字元')
      .meta({ description: '檔案的 SHA-256（小寫十六進位）' }),
    text: multiLine('檔案文字').max(MAX_DUPLICATE_TEXT, `檔案文字最多 ${MAX_DUPLICATE_TEXT} 個字`).optional(),
  })
  .meta({ id: 'ArchiveDuplicateQuery' });
export type ArchiveDuplicateQuery = z.infer<typeof archiveDuplicateQuerySchema>;

/** Why an archive of the course may be the same exam: the very same file, or nearly the same text. */
export const duplicateReasons = ['same_file', 'similar_text'] as const;

export const archiveDuplicateSchema = z
  .object({
    archive: archiveSchema.pick({
      id: true,
      name: true,
      professor: true,
      academic_year: true,
      archive_type: true,
    }),
    reason: z.enum(duplicateReasons),
    /** How alike the texts are, from 0 to 1 (1 for the same file). */
    similarity: z.number().min(0).max(1),
  })
  .meta({ id: 'ArchiveDuplicate' });
export type ArchiveDuplicate = z.infer<typeof archiveDuplicateSchema>;

/** The course's archives the chosen file may already be, the likeliest first; empty when none. */
export const archiveDuplicateListSchema = z
  .object({ duplicates: z.array(archiveDuplicateSchema) })
  .meta({ id: 'ArchiveDuplicateList' });
export type ArchiveDuplicateList = z.infer<typeof archiveDuplicateListSchema>;
