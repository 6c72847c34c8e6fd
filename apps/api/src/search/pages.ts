import { tokenize } from '@pastexam/api-contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { archivePages } from '../db/schema.ts';
import type { PageLine } from './extract/lines.ts';
import { tsvectorLiteral } from './tsvector.ts';

/** A page's text is cut to this many characters: enough for any exam page, and a bounded row and tsvector. */
export const MAX_PAGE_TEXT = 20_000;

export type PageText = {
  /** 1-based. */
  page: number;
  text: string;
  /** Its lines with their places, for finding its questions; not known when left out. */
  lines?: PageLine[];
  source: 'text_layer' | 'ocr';
  ocrStatus: 'not_needed' | 'waiting' | 'done' | 'failed';
};

/** Writes (or rewrites) the text and search tokens of some pages of one archive. */
export async function savePages(db: Database, archiveId: number, pages: readonly PageText[]): Promise<void> {
  if (pages.length === 0) return;
  await db
    .insert(archivePages)
    .values(
      pages.map((page) => {
        const text = page.text.slice(0, MAX_PAGE_TEXT);
        return {
          archiveId,
          page: page.page,
          text,
          lines: page.lines ?? null,
          source: page.source,
          ocrStatus: page.ocrStatus,
          tokens: tsvectorLiteral(tokenize(text)),
        };
      }),
    )
    .onConflictDoUpdate({
      target: [archivePages.archiveId, archivePages.page],
      set: {
        text: sql`excluded.text`,
        lines: sql`excluded.lines`,
        source: sql`excluded.source`,
        ocrStatus: sql`excluded.ocr_status`,
        tokens: sql`excluded.tokens`,
        updatedAt: sql`now()`,
      },
    });
}

/** The text of each of `archiveIds` that has some read, its pages in order; an archive not read yet is absent. */
export async function archivesText(
  db: Database,
  archiveIds: readonly number[],
): Promise<Map<number, string>> {
  if (archiveIds.length === 0) return new Map();
  const rows = await db
    .select({ archiveId: archivePages.archiveId, text: archivePages.text })
    .from(archivePages)
    .where(inArray(archivePages.archiveId, [...archiveIds]))
    .orderBy(archivePages.archiveId, archivePages.page);
  const texts = new Map<number, string>();
  for (const row of rows) texts.set(row.archiveId, `${texts.get(row.archiveId) ?? ''}\n${row.text}`);
  return texts;
}
