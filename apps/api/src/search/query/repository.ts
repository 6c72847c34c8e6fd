import type { ArchiveType } from '@pastexam/api-contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answerSearch, answers, archivePages, archiveQuestions, archives, courses } from '../../db/schema.ts';
import { onPageOfTopic, questionOfTopic } from './topic-filter.ts';

export type SearchFilter = {
  courseId?: number | undefined;
  professor?: string | undefined;
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  type?: ArchiveType | undefined;
  topicId?: number | undefined;
};

export type PageHit = {
  archiveId: number;
  page: number;
  /** Null for a page of the archive; the answer's id when the match is in an answer. */
  answerId: number | null;
  /** The page's text, or the answer's body. */
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
 * The newest pages (and, apart, answers) a query ranks, at most. Finding and ranking read each candidate's tokens,
 * so a word on half the department's pages would read tens of thousands of them on every search
 * (bench/search.ts): a query holding such a word ranks the newest of its matches, fifteen pages of results, which
 * is further than students read. 1,000 cost a common word 30 ms of a 40 ms search (decision 016).
 */
export const RANKED_PAGES_MAX = 300;

/** Answers that show to everyone: not hidden by an admin (hidden ones never match, whoever searches). */
const answerShows = isNull(answers.hiddenAt);

/**
 * The visible pages and shown answers whose tokens match `tsquery` (a `tsquery` literal), best first: by cover
 * density (more matches, and matches closer together, rank higher), then newest archive, then page, pages
 * before answers. Up to `limit` from `offset`, among the `RANKED_PAGES_MAX` newest matching pages and as many
 * answers. The text and the archive of only the hits answered are read after, so a common word does not read
 * every matching page's text.
 */
export async function searchPages(
  db: Database,
  tsquery: string,
  filter: SearchFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<PageHit[]> {
  const query = sql`${tsquery}::tsquery`;
  // Each candidate carries its tokens as stored (a reference into TOAST, not read): ranking reads them once, for
  // the bounded set only, however the candidates were found, and without looking each page up again.
  const matchedPages = db
    .select({ archiveId: archivePages.archiveId, page: archivePages.page, tokens: archivePages.tokens })
    .from(archivePages)
    .innerJoin(archives, eq(archives.id, archivePages.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(
      and(
        sql`${archivePages.tokens} @@ ${query}`,
        visible,
        ...filterConditions(filter),
        filter.topicId === undefined ? undefined : onPageOfTopic(filter.topicId),
      ),
    )
    .orderBy(desc(archivePages.archiveId), asc(archivePages.page))
    .limit(RANKED_PAGES_MAX)
    .as('matched_pages');
  const rankedPages = db
    .select({
      archiveId: matchedPages.archiveId,
      page: matchedPages.page,
      answerId: sql<number | null>`null::integer`.as('answer_id'),
      rank: sql<number>`ts_rank_cd(${matchedPages.tokens}, ${query})`.as('rank'),
    })
    .from(matchedPages);
  const matchedAnswers = db
    .select({
      answerId: answerSearch.answerId,
      archiveId: answers.archiveId,
      page: archiveQuestions.page,
      tokens: answerSearch.tokens,
    })
    .from(answerSearch)
    .innerJoin(answers, eq(answers.id, answerSearch.answerId))
    .innerJoin(archiveQuestions, eq(archiveQuestions.id, answers.questionId))
    .innerJoin(archives, eq(archives.id, answers.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .where(
      and(
        sql`${answerSearch.tokens} @@ ${query}`,
        answerShows,
        visible,
        ...filterConditions(filter),
        filter.topicId === undefined ? undefined : questionOfTopic(filter.topicId, archiveQuestions.id),
      ),
    )
    .orderBy(desc(answerSearch.answerId))
    .limit(RANKED_PAGES_MAX)
    .as('matched_answers');
  const rankedAnswers = db
    .select({
      archiveId: matchedAnswers.archiveId,
      page: matchedAnswers.page,
      answerId: matchedAnswers.answerId,
      rank: sql<number>`ts_rank_cd(${matchedAnswers.tokens}, ${query})`.as('rank'),
    })
    .from(matchedAnswers);
  const all = rankedPages.unionAll(rankedAnswers).as('all_hits');
  const ranked = db
    .select({ archiveId: all.archiveId, page: all.page, answerId: all.answerId, rank: all.rank })
    .from(all)
    .orderBy(desc(all.rank), desc(all.archiveId), asc(all.page), sql`${all.answerId} nulls first`)
    .limit(limit)
    .offset(offset)
    .as('ranked');
  return db
    .select({
      archiveId: ranked.archiveId,
      page: ranked.page,
      answerId: ranked.answerId,
      text: sql<string>`coalesce(${answers.body}, ${archivePages.text})`,
      name: archives.name,
      professor: archives.professor,
      academicYear: archives.academicYear,
      archiveType: archives.archiveType,
      courseId: archives.courseId,
      courseName: courses.name,
    })
    .from(ranked)
    .leftJoin(
      archivePages,
      and(
        isNull(ranked.answerId),
        eq(archivePages.archiveId, ranked.archiveId),
        eq(archivePages.page, ranked.page),
      ),
    )
    .leftJoin(answers, eq(answers.id, ranked.answerId))
    .innerJoin(archives, eq(archives.id, ranked.archiveId))
    .innerJoin(courses, eq(courses.id, archives.courseId))
    .orderBy(
      desc(ranked.rank),
      desc(ranked.archiveId),
      asc(ranked.page),
      sql`${ranked.answerId} nulls first`,
    );
}

/** The lines kept of some pages (null where they were not), by `archiveId:page`, for placing a match in a question. */
export async function linesOfPages(
  db: Database,
  pages: readonly { archiveId: number; page: number }[],
): Promise<Map<string, unknown>> {
  if (pages.length === 0) return new Map();
  const rows = await db
    .select({ archiveId: archivePages.archiveId, page: archivePages.page, lines: archivePages.lines })
    .from(archivePages)
    .where(
      or(...pages.map((p) => and(eq(archivePages.archiveId, p.archiveId), eq(archivePages.page, p.page)))),
    );
  return new Map(rows.map((row) => [`${row.archiveId}:${row.page}`, row.lines]));
}

/** The questions of some archives, in each one's order. */
export function questionsOfArchives(db: Database, archiveIds: readonly number[]) {
  return db
    .select({
      id: archiveQuestions.id,
      archiveId: archiveQuestions.archiveId,
      name: archiveQuestions.name,
      page: archiveQuestions.page,
      top: archiveQuestions.top,
    })
    .from(archiveQuestions)
    .where(inArray(archiveQuestions.archiveId, [...archiveIds]))
    .orderBy(asc(archiveQuestions.archiveId), asc(archiveQuestions.ordinal), asc(archiveQuestions.id));
}

/** The question each answer answers. */
export function questionsOfAnswers(db: Database, answerIds: readonly number[]) {
  return db
    .select({ answerId: answers.id, questionId: answers.questionId })
    .from(answers)
    .where(inArray(answers.id, [...answerIds]));
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
