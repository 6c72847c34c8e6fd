import { z } from 'zod';
import { hasSearchableText, SEARCH_TEXT_MISSING } from '../search/tokens.ts';
import { academicYearSchema, archiveTypeSchema } from './archive.ts';
import { idField } from './common.ts';
import { singleLine } from './text.ts';

/** The longest query the search takes, in characters. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Hits on one page of results at most. */
export const SEARCH_PAGE_MAX = 50;

const searchText = singleLine('搜尋內容')
  .trim()
  .min(1, SEARCH_TEXT_MISSING)
  .max(SEARCH_QUERY_MAX_LENGTH, `搜尋內容最多 ${SEARCH_QUERY_MAX_LENGTH} 個字`)
  .refine(hasSearchableText, '搜尋內容需包含文字或數字，不能只有標點符號');

/**
 * GET /search: pages of every archive, and answers to their questions, matching all the query's words, best first, narrowed by the filters;
 * `cursor` is the previous answer's `next_cursor`. Years are ROC academic years, both ends included.
 */
export const searchQuerySchema = z
  .object({
    q: searchText,
    course_id: idField.optional(),
    /** Only pages and answers of questions carrying this topic confirmed (an area: any of its topics). */
    topic_id: idField.optional(),
    professor: singleLine('教授名稱').trim().max(50, '教授名稱最多 50 個字').optional(),
    year_from: academicYearSchema.optional(),
    year_to: academicYearSchema.optional(),
    type: archiveTypeSchema.optional(),
    cursor: z
      .string()
      .regex(/^\d{1,6}$/, '分頁位置不正確')
      .optional(),
    limit: z.coerce
      .number()
      .int(`每頁筆數需為 1 到 ${SEARCH_PAGE_MAX}`)
      .min(1, `每頁筆數需為 1 到 ${SEARCH_PAGE_MAX}`)
      .max(SEARCH_PAGE_MAX, `每頁筆數需為 1 到 ${SEARCH_PAGE_MAX}`)
      .default(20),
  })
  .refine((q) => q.year_from === undefined || q.year_to === undefined || q.year_from <= q.year_to, {
    message: '起始學年度不可晚於結束學年度',
    path: ['year_to'],
  });
export type SearchQuery = z.input<typeof searchQuerySchema>;

const matchSpanSchema = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });

export const searchHitSchema = z
  .object({
    archive: z.object({
      id: z.number().int(),
      name: z.string(),
      professor: z.string(),
      academic_year: z.number().int(),
      archive_type: archiveTypeSchema,
      course_id: z.number().int(),
      course_name: z.string(),
    }),
    /** 1-based, as the PDF viewer counts: the page matched, or for an answer the page its question starts on. */
    page: z.number().int().positive(),
    /** `page`: the archive's own text; `answer`: an answer to `question`. */
    found_in: z.enum(['page', 'answer']),
    /**
     * The question the match is in (for a page, the one whose region holds the matched line), with its start so
     * the viewer opens at it; null where the archive has no question there.
     */
    question: z
      .object({ id: z.number().int(), name: z.string(), page: z.number().int().positive(), top: z.number() })
      .nullable(),
    /** A piece of the page's (or the answer's) text around the matches; `matches` are offsets into `text` (UTF-16 units). */
    snippet: z.object({ text: z.string(), matches: z.array(matchSpanSchema) }),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultsSchema = z
  .object({ items: z.array(searchHitSchema), next_cursor: z.string().nullable() })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** GET /admin/search/status: how far the text of the stored archives has come (administrators). */
export const searchStatusSchema = z
  .object({
    /** Pages whose text is searchable (from a text layer or OCR). */
    pages_indexed: z.number().int(),
    /** Scanned pages waiting for OCR: searchable once it has run. */
    pages_waiting_ocr: z.number().int(),
    /** Scanned pages OCR could not read. */
    pages_ocr_failed: z.number().int(),
    /** Archives whose text has not been read yet (queued moments ago, or their file is unreadable). */
    archives_waiting: z.number().int(),
    /** Whether this server can run OCR (Tesseract with Chinese and English is installed). */
    ocr_available: z.boolean(),
  })
  .meta({ id: 'SearchStatus' });
export type SearchStatus = z.infer<typeof searchStatusSchema>;
