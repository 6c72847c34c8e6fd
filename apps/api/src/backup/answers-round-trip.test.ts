// A backup restored into an empty database carries an exam's questions and everything people wrote about them:
// answers and their earlier versions, votes, endorsements, comments, flags, bookmarks, exams marked done, course
// experts, locks, AI draft requests and answers' search tokens, row for row, and search finds an answer again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchQuerySchema } from '@pastexam/api-contract';
import { afterAll, expect, test } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import {
  aiAnswerRequests,
  answerComments,
  answerEndorsements,
  answerFlags,
  answers,
  answerVersions,
  answerVotes,
  archiveCompletions,
  archiveQuestionChanges,
  archiveQuestionLocks,
  archiveQuestions,
  archives,
  courseExperts,
  courses,
  questionBookmarks,
  users,
} from '../db/schema.ts';
import { indexAnswer } from '../search/answers.ts';
import { search } from '../search/query/service.ts';
import { createLocalStorage } from '../storage/index.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { createBackup } from './backup.ts';
import { readRows } from './dump.ts';
import { restoreBackup } from './restore.ts';

const opened: DatabaseHandle[] = [];
const storages: TestStorage[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const storage of storages) await storage.cleanup();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const CARRIED = [
  'archive_questions',
  'archive_question_changes',
  'archive_question_locks',
  'answers',
  'answer_versions',
  'answer_votes',
  'answer_endorsements',
  'answer_comments',
  'answer_flags',
  'ai_answer_requests',
  'answer_search',
  'question_bookmarks',
  'archive_completions',
  'course_experts',
];

async function open(storage: TestStorage) {
  const database = createDatabase({ DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl });
  opened.push(database);
  return { database, files: createLocalStorage(join(storage.dataDir, 'files')) };
}

/** One exam with a question answered, voted on, endorsed, commented, flagged, bookmarked and marked done. */
async function writeExam(database: DatabaseHandle, files: ReturnType<typeof createLocalStorage>) {
  const { db } = database;
  const people = await db
    .insert(users)
    .values(['作者', '投票者', '助教'].map((name, i) => ({ name, email: `u${i}@example.edu` })))
    .returning({ id: users.id });
  const [author, voter, expert] = people.map((row) => row.id);
  if (author === undefined || voter === undefined || expert === undefined) throw new Error('no users');
  const [course] = await db.insert(courses).values({ name: '資料結構', category: 'senior' }).returning();
  if (!course) throw new Error('no course');
  await files.put('archives/exam.pdf', new TextEncoder().encode('%PDF-1.4 exam'), 'application/pdf');
  const [archive] = await db
    .insert(archives)
    .values({
      courseId: course.id,
      name: '期末考',
      professor: '林教授',
      academicYear: 113,
      archiveType: 'final',
      fileKey: 'archives/exam.pdf',
      fileSize: 13,
    })
    .returning();
  if (!archive) throw new Error('no archive');
  const [question] = await db
    .insert(archiveQuestions)
    .values({ archiveId: archive.id, ordinal: 1, page: 1, top: 0.2, name: '第 1 題', status: 'confirmed' })
    .returning();
  if (!question) throw new Error('no question');
  const q = { questionId: question.id, archiveId: archive.id };
  await db.insert(archiveQuestionChanges).values({ ...q, changedBy: author, after: { name: '第 1 題' } });
  await db.insert(archiveQuestionLocks).values({ archiveId: archive.id, lockedBy: expert });
  const body = '用紅黑樹維持平衡，插入為 $O(\\log n)$';
  const [answer] = await db
    .insert(answers)
    .values({
      ...q,
      authorId: author,
      body,
      officialBy: expert,
      officialAt: new Date(),
      editedAt: new Date(),
    })
    .returning();
  if (!answer) throw new Error('no answer');
  await indexAnswer(db, answer.id, body);
  const answerId = answer.id;
  await db.insert(answerVersions).values({ answerId, kind: 'human', body: '初稿', writtenAt: new Date() });
  await db.insert(answerVotes).values({ answerId, userId: voter, value: 1 });
  await db.insert(answerEndorsements).values({ answerId, userId: expert });
  await db.insert(answerComments).values({ answerId, authorId: voter, body: '清楚，謝謝' });
  await db.insert(answerFlags).values({ ...q, answerId, flaggerId: voter, reason: 'ai', note: '像 AI 寫的' });
  await db.insert(aiAnswerRequests).values({ ...q, userId: voter, status: 'done', answerId });
  await db.insert(questionBookmarks).values({ userId: voter, questionId: question.id });
  await db.insert(archiveCompletions).values({ userId: voter, archiveId: archive.id });
  await db.insert(courseExperts).values({ courseId: course.id, userId: expert, addedBy: author });
}

// Two databases opened, one migrated on restore: PGlite takes its time on a busy machine.
test('backup and restore carry questions, answers and all that people wrote about them', {
  timeout: 120_000,
}, async () => {
  const source = await createTestStorage();
  const target = await createTestStorage({ database: 'none' });
  storages.push(source, target);
  const from = await open(source);
  await writeExam(from.database, from.files);
  const dir = await mkdtemp(join(tmpdir(), 'pastexam-backup-'));
  dirs.push(dir);
  const file = join(dir, 'backup.tar');
  const env = { DATA_DIR: source.dataDir, appSecretFromFile: false };
  const manifest = await createBackup({ database: from.database, storage: from.files, env }, file);
  expect(manifest.tables.filter((table) => CARRIED.includes(table.name) && table.rows === 0)).toEqual([]);

  const to = await open(target);
  await restoreBackup({ database: to.database, storage: to.files, env: { DATA_DIR: target.dataDir } }, file);
  expect(await readRows(to.database.db, CARRIED)).toEqual(await readRows(from.database.db, CARRIED));
  const found = await search(to.database.db, searchQuerySchema.parse({ q: '紅黑樹' }));
  expect(found.items.map((hit) => [hit.found_in, hit.question?.name])).toEqual([['answer', '第 1 題']]);
});
