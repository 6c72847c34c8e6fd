import type { ArchiveType } from '@pastexam/api-contract';
import { and, asc, count, desc, eq, gte, isNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { archivePages, archives, courses } from '../../db/schema.ts';

export type SearchFilter = {
  courseId?: number | undefined;
  professor?: string | undefined;
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  type?: ArchiveType | undefined;
};

export type PageHit = {
  archiveId: number;
  page: number;
  text: string;
  name: string;
  professor: string;
  academicYear: number;
  archiveType: ArchiveType;
  courseId: number;
  courseName: string;
};

/** Archives anyone can browse: neither in the trash nor in a deleted course. */
const visible = and(isNull(archives.deletedAt), isNull(courses.deletedAt));

function filterConditions(filter: SearchFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.courseId !== undefined) conditions.push(eq(archives.courseId, filter.courseId));
  if (filter.professor) conditions.push(eq(archives.professor, filter.professor));
  if (filter.yearFrom !== undefined) conditions.push(gte(archives.academicYear, filter.yearFrom));
  if (filter.yearTo !== undefined) conditions.push(lte(archives.academicYear, filter.yearTo));
  if (filter.type) conditions.push(eq(archives.archiveType, filter.type));
  return conditions;
}

/**
 * The newest pages a query ranks, at most. Ranking reads each matching page's tokens, so a word on half the
 * department's pages would read tens of thousands of them on every search (bench/search.ts): a query holding
 * such a word ranks the newest of its matches, fifty pages of results, which is further than students read.
 */
export const RANKED_PAGES_MAX = 1_000;

/**
 * The visible pages whose tokens match `tsquery` (a `tsquery` literal), best first: by cover density (more
 * matches, and matches closer together, rank higher), then newest archive, then page. Up to `limit` from
 * `offset`, among the `RANKED_PAGES_MAX` newest matching pages. The text and the archive of only the pages
 * answered are read after, so a common word does not read every matching page's text.
 */
export async function searchPages(
  db: Database,
  tsquery: string,
  filter: SearchFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<PageHit[]> {
  const query = sql`${tsquery}::tsquery`;
  const matched = db
    .select({ archiveId: archivePages.archiveId, page: archivePages.page })
    .from(archivePages)
    .innerJoin(archives, eq(archives.id, archivePages.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(and(sql`${archivePages.tokens} @@ ${query}`, visible, ...filterConditions(filter)))
    .orderBy(desc(archivePages.archiveId), asc(archivePages.page))
    .limit(RANKED_PAGES_MAX)
    .as('matched');
  const rank = sql<number>`ts_rank_cd(${archivePages.tokens}, ${query})`.as('rank');
  const ranked = db
    .select({ archiveId: matched.archiveId, page: matched.page, rank })
    .from(matched)
    .innerJoin(
      archivePages,
      and(eq(archivePages.archiveId, matched.archiveId), eq(archivePages.page, matched.page)),
    )
    .orderBy(desc(sql`rank`), desc(matched.archiveId), asc(matched.page))
    .limit(limit)
    .offset(offset)
    .as('ranked');
  return db
    .select({
      archiveId: ranked.archiveId,
      page: ranked.page,
      text: archivePages.text,
      name: archives.name,
      professor: archives.professor,
      academicYear: archives.academicYear,
      archiveType: archives.archiveType,
      courseId: archives.courseId,
      courseName: courses.name,
    })
    .from(ranked)
    .innerJoin(
      archivePages,
      and(eq(archivePages.archiveId, ranked.archiveId), eq(archivePages.page, ranked.page)),
    )
    .innerJoin(archives, eq(archives.id, ranked.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .orderBy(desc(ranked.rank), desc(ranked.archiveId), asc(ranked.page));
}

export type IndexCounts = {
  pagesIndexed: number;
  pagesWaitingOcr: number;
  pagesOcrFailed: number;
  archivesWaiting: number;
};

/** How far the stored archives' text has come. */
export async function indexCounts(db: Database): Promise<IndexCounts> {
  const byStatus = await db
    .select({ status: archivePages.ocrStatus, pages: count() })
    .from(archivePages)
    .groupBy(archivePages.ocrStatus);
  const pages = (status: string) => byStatus.find((row) => row.status === status)?.pages ?? 0;
  const [waiting] = await db
    .select({ archives: count() })
    .from(archives)
    .where(
      notExists(db.select({ one: sql`1` }).from(archivePages).where(eq(archivePages.archiveId, archives.id))),
    );
  return {
    pagesIndexed: pages('not_needed') + pages('done'),
    pagesWaitingOcr: pages('waiting'),
    pagesOcrFailed: pages('failed'),
    archivesWaiting: waiting?.archives ?? 0,
  };
}
