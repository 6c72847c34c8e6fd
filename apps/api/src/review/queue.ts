import {
  compareAnswers,
  type ReviewAnswer,
  type ReviewCard,
  type ReviewQuestionCard,
} from '@pastexam/api-contract';
import { lastKeptPage, nextQuestionStart } from '../ai-answers/repository.ts';
import { readStoredResult } from '../ai-exam/exam/stored-result.ts';
import { toAiExamTask } from '../ai-exam/tasks/repository.ts';
import { toTaskSummary } from '../ai-exam/tasks/serialize.ts';
import { listArchiveAnswers } from '../answers/service.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { questionRegion } from '../questions/region.ts';
import type { dueCards } from './repository.ts';

type DueRow = Awaited<ReturnType<typeof dueCards>>['rows'][number];

/** Each archive's questions' top answers the user may see, by question. */
async function topAnswers(db: Database, user: UserRow, archiveIds: readonly number[]) {
  const byQuestion = new Map<number, ReviewAnswer>();
  for (const archiveId of new Set(archiveIds)) {
    const listed = await listArchiveAnswers(db, user, archiveId);
    if (!('questions' in listed)) continue;
    for (const question of listed.questions) {
      const [top] = [...question.answers].sort(compareAnswers);
      if (top) byQuestion.set(question.question_id, { answer_id: top.id, kind: top.kind, body: top.body });
    }
  }
  return byQuestion;
}

/** An archive's question as its card: where it is, its region of the PDF (to the next question's start). */
async function questionCard(
  db: Database,
  row: DueRow,
  answers: ReadonlyMap<number, ReviewAnswer>,
): Promise<ReviewQuestionCard | null> {
  const { question, archive, courseName } = row;
  if (!question || !archive || courseName === null) return null;
  const [next, lastPage] = await Promise.all([nextQuestionStart(db, question), lastKeptPage(db, archive.id)]);
  return {
    kind: 'question',
    card_id: row.cardId,
    due: row.due.toISOString(),
    is_new: row.reps === 0,
    question_id: question.id,
    question_name: question.name,
    region: questionRegion(question, next, lastPage),
    archive_id: archive.id,
    archive_name: archive.name,
    professor: archive.professor,
    academic_year: archive.academicYear,
    archive_type: archive.archiveType,
    course_id: archive.courseId,
    course_name: courseName,
    top_answer: answers.get(question.id) ?? null,
  };
}

/** A mock exam's question as its card: the exam's name and the question with its answer, as the exam keeps it. */
function mockExamCard(row: DueRow): ReviewCard | null {
  const { mockExam, mockQuestionKey: key } = row;
  if (!mockExam || key === null || mockExam.status !== 'complete' || mockExam.result === null) return null;
  const exam = readStoredResult(mockExam.result).exam;
  const [section = -1, index = -1] = key.split('-').map(Number);
  const question = exam?.sections[section]?.questions[index];
  if (!question) return null;
  const summary = toTaskSummary(toAiExamTask(mockExam));
  return {
    kind: 'mock_exam',
    card_id: row.cardId,
    due: row.due.toISOString(),
    is_new: row.reps === 0,
    task_id: mockExam.id,
    question_key: key,
    exam_title: summary.title,
    course_name: summary.course,
    question,
  };
}

/** The due rows as the queue shows them, in their order; a card whose question can no longer be read is left out. */
export async function presentCards(
  db: Database,
  user: UserRow,
  rows: readonly DueRow[],
): Promise<ReviewCard[]> {
  const answers = await topAnswers(
    db,
    user,
    rows.flatMap((row) => (row.archive ? [row.archive.id] : [])),
  );
  const cards = await Promise.all(
    rows.map((row) => (row.mockExam ? mockExamCard(row) : questionCard(db, row, answers))),
  );
  return cards.filter((card) => card !== null);
}
