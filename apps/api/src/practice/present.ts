import type {
  Answer,
  PracticeAnswer,
  PracticeAttempt,
  PracticeCounts,
  PracticeSummary,
} from '@pastexam/api-contract';
import { lastKeptPage } from '../ai-answers/repository.ts';
import { listArchiveAnswers } from '../answers/service.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { questionRegion } from '../questions/region.ts';
import { questionsOf } from '../questions/repository.ts';
import { Refusal } from '../refusal.ts';
import { type AttemptRow, attemptQuestions, markCounts } from './repository.ts';

/** How many of a question's answers the student sees beside their note once the attempt ended. */
export const TOP_ANSWERS = 3;

type SummaryRow = Pick<AttemptRow, 'id' | 'archiveId' | 'layout' | 'startedAt' | 'deadlineAt' | 'endedAt'>;

const noCounts = (): PracticeCounts => ({ known: 0, unsure: 0, unknown: 0, unmarked: 0 });

/** The attempts as their list shows them, with the counts of their marks. */
export async function summarize(db: Database, rows: readonly SummaryRow[]): Promise<PracticeSummary[]> {
  const counted = await markCounts(
    db,
    rows.map((row) => row.id),
  );
  const countsOf = new Map<number, PracticeCounts>();
  for (const { attemptId, mark, count } of counted) {
    const counts = countsOf.get(attemptId) ?? noCounts();
    counts[mark ?? 'unmarked'] += count;
    countsOf.set(attemptId, counts);
  }
  return rows.map((row) => ({
    id: row.id,
    archive_id: row.archiveId,
    layout: row.layout,
    started_at: row.startedAt.toISOString(),
    deadline_at: row.deadlineAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    counts: countsOf.get(row.id) ?? noCounts(),
  }));
}

const toPracticeAnswer = (answer: Answer): PracticeAnswer => ({
  id: answer.id,
  author_name: answer.author?.name ?? null,
  kind: answer.kind,
  body: answer.body,
  official: answer.official !== null,
  score: answer.upvotes - answer.downvotes,
});

/** Each question's top answers as the user may see them, best first; none while the attempt runs. */
async function topAnswers(db: Database, user: UserRow, attempt: AttemptRow) {
  const byQuestion = new Map<number, PracticeAnswer[]>();
  if (attempt.endedAt === null) return byQuestion;
  const listed = await listArchiveAnswers(db, user, attempt.archiveId);
  if (listed instanceof Refusal) return byQuestion;
  for (const question of listed.questions) {
    const shown = question.answers.filter((answer) => !answer.hidden).slice(0, TOP_ANSWERS);
    byQuestion.set(question.question_id, shown.map(toPracticeAnswer));
  }
  return byQuestion;
}

/**
 * The attempt as its user sees it: each question's region of the PDF (to the next question of the archive, or
 * to its last page), the notes and marks, and once it ended the top answers.
 */
export async function presentAttempt(
  db: Database,
  user: UserRow,
  attempt: AttemptRow,
  archive: { name: string; courseId: number },
): Promise<PracticeAttempt> {
  const [[summary], rows, starts, lastPage, answers] = await Promise.all([
    summarize(db, [attempt]),
    attemptQuestions(db, attempt.id),
    questionsOf(db, attempt.archiveId),
    lastKeptPage(db, attempt.archiveId),
    topAnswers(db, user, attempt),
  ]);
  if (!summary) throw new Error('the attempt has no summary');
  const placeOf = new Map(
    starts.map((start, index) => [start.id, { start, next: starts[index + 1] ?? null }]),
  );
  return {
    ...summary,
    archive_name: archive.name,
    course_id: archive.courseId,
    remaining_seconds: attempt.endedAt === null ? attempt.remaining : 0,
    questions: rows.flatMap((row) => {
      const place = placeOf.get(row.questionId);
      if (!place) return [];
      return [
        {
          question_id: row.questionId,
          name: row.name,
          region: questionRegion(place.start, place.next, lastPage),
          note: row.note,
          mark: row.mark,
          top_answers: answers.get(row.questionId) ?? [],
        },
      ];
    }),
  };
}
