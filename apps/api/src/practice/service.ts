import {
  defaultPracticeMinutes,
  type PracticeAttempt,
  type PracticeOverview,
  type PracticeStart,
  type SelfGrade,
} from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import type { UserRow } from '../db/schema.ts';
import { insertCompletion } from '../progress/repository.ts';
import { questionsOf } from '../questions/repository.ts';
import { fail, type Refusal } from '../refusal.ts';
import { addToReviewDeck } from '../review/service.ts';
import { presentAttempt, summarize } from './present.ts';
import {
  type AttemptRow,
  archiveInUse,
  attemptsOn,
  endAttempt,
  endOverdue,
  findAttempt,
  insertAttempt,
  updateAnswer,
} from './repository.ts';

/** Ends the user's attempts whose time ran out, marking their archives 已完成 as an end by hand would. */
async function settle(db: Database, userId: number, attemptId?: number): Promise<void> {
  const ended = await endOverdue(db, userId, attemptId);
  for (const { archiveId } of ended) await insertCompletion(db, userId, archiveId);
}

/** What starting a practice on the archive takes, and the user's attempts on it, newest first. */
export async function practiceOverview(
  db: Database,
  user: UserRow,
  archiveId: number,
): Promise<PracticeOverview | Refusal<'archive_not_found'>> {
  const archive = await archiveInUse(db, archiveId);
  if (!archive) return fail('archive_not_found');
  await settle(db, user.id);
  const [questions, attempts] = await Promise.all([
    questionsOf(db, archiveId),
    attemptsOn(db, user.id, archiveId),
  ]);
  return {
    archive: {
      archive_name: archive.name,
      archive_type: archive.archiveType,
      academic_year: archive.academicYear,
      professor: archive.professor,
      course_id: archive.courseId,
      course_name: archive.courseName,
    },
    question_count: questions.length,
    default_minutes: defaultPracticeMinutes(questions.length),
    attempts: await summarize(db, attempts),
  };
}

/** Starts a practice on every question of the archive, timed by the user or by the archive's default. */
export async function startPractice(
  db: Database,
  user: UserRow,
  archiveId: number,
  input: PracticeStart,
): Promise<PracticeAttempt | Refusal<'archive_not_found' | 'practice_no_questions' | 'practice_running'>> {
  const archive = await archiveInUse(db, archiveId);
  if (!archive) return fail('archive_not_found');
  await settle(db, user.id);
  const questions = await questionsOf(db, archiveId);
  if (questions.length === 0) return fail('practice_no_questions');
  let attemptId: number;
  try {
    attemptId = await insertAttempt(db, {
      userId: user.id,
      archiveId,
      layout: input.layout,
      minutes: input.minutes ?? defaultPracticeMinutes(questions.length),
      questionIds: questions.map((question) => question.id),
    });
  } catch (error) {
    if (uniqueViolation(error) === 'practice_attempts_running_idx') return fail('practice_running');
    throw error;
  }
  const attempt = await findAttempt(db, user.id, attemptId);
  if (!attempt) throw new Error('the started attempt was not found');
  return presentAttempt(db, user, attempt, archive);
}

/** The user's own attempt, ended first if its time ran out; another user's is not found. */
async function ownAttempt(db: Database, user: UserRow, attemptId: number): Promise<AttemptRow | null> {
  await settle(db, user.id, attemptId);
  return findAttempt(db, user.id, attemptId);
}

/** One of the user's attempts, as its page shows it. */
export async function readAttempt(
  db: Database,
  user: UserRow,
  attemptId: number,
): Promise<PracticeAttempt | Refusal<'practice_not_found'>> {
  const attempt = await ownAttempt(db, user, attemptId);
  if (!attempt) return fail('practice_not_found');
  // An archive deleted meanwhile takes its attempts with it when purged; until then its name still shows.
  const archive = (await archiveInUse(db, attempt.archiveId)) ?? { name: '', courseId: 0 };
  return presentAttempt(db, user, attempt, archive);
}

/** Ends the user's running attempt and marks its archive 已完成. */
export async function endPractice(
  db: Database,
  user: UserRow,
  attemptId: number,
): Promise<PracticeAttempt | Refusal<'practice_not_found' | 'practice_ended'>> {
  const attempt = await ownAttempt(db, user, attemptId);
  if (!attempt) return fail('practice_not_found');
  if (!(await endAttempt(db, attempt.id))) return fail('practice_ended');
  await insertCompletion(db, user.id, attempt.archiveId);
  return readAttempt(db, user, attemptId);
}

/** Writes the student's note on a question, while the attempt runs. */
export async function setPracticeNote(
  db: Database,
  user: UserRow,
  attemptId: number,
  questionId: number,
  note: string,
): Promise<true | Refusal<'practice_not_found' | 'practice_question_not_found' | 'practice_ended'>> {
  const attempt = await ownAttempt(db, user, attemptId);
  if (!attempt) return fail('practice_not_found');
  if (attempt.endedAt !== null) return fail('practice_ended');
  return (await updateAnswer(db, attempt.id, questionId, { note })) || fail('practice_question_not_found');
}

/** Records how the student graded a question, once the attempt ended. */
export async function setPracticeMark(
  db: Database,
  user: UserRow,
  attemptId: number,
  questionId: number,
  mark: SelfGrade,
): Promise<true | Refusal<'practice_not_found' | 'practice_question_not_found' | 'practice_running'>> {
  const attempt = await ownAttempt(db, user, attemptId);
  if (!attempt) return fail('practice_not_found');
  if (attempt.endedAt === null) return fail('practice_running');
  if (!(await updateAnswer(db, attempt.id, questionId, { mark }))) return fail('practice_question_not_found');
  // 不確定 and 不會 go to the student's 複習 deck; one there already keeps its schedule, and a later 會 leaves it
  // to the deck's own grades.
  if (mark !== 'known') await addToReviewDeck(db, user.id, [questionId], 'practice');
  return true;
}
