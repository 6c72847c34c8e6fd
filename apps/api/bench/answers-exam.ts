// The exam the answers benchmarks read: 40 questions × 20 answers, with votes, endorsements and comments,
// written straight into a stopped server's database.
import { randomBytes } from 'node:crypto';
import { createDatabase } from '../src/db/client.ts';
import {
  answerComments,
  answerEndorsements,
  answers,
  answerVotes,
  archiveQuestions,
  archives,
  courseExperts,
  courses,
  type UserRow,
} from '../src/db/schema.ts';
import { createPasswords } from '../src/users/password.ts';
import { createLocalUser } from '../src/users/repository.ts';

export const QUESTIONS = 40;
export const ANSWERS_PER_QUESTION = 20;
const VOTES_PER_ANSWER = 5;
/** A cheap hash: these accounts never sign in. */
export const CHEAP_PASSWORDS = createPasswords({ N: 16, r: 8, p: 1 });

const BODY = [
  '## 解法',
  '',
  '由主定理，$T(n) = 2T(n/2) + n$ 得 $T(n) = \\Theta(n \\log n)$。',
  '',
  '```c',
  'int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }',
  '```',
].join('\n');

/** Writes the exam straight into the server's stopped database: its questions, answers and their trust. */
export async function seedExam(dataDir: string): Promise<number> {
  const handle = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    const { db } = handle;
    const authors: UserRow[] = [];
    for (let n = 0; n < ANSWERS_PER_QUESTION; n++) {
      const name = `bench-${n}`;
      const password = randomBytes(8).toString('hex');
      authors.push(
        await createLocalUser(
          db,
          { name, email: `${name}@example.edu`, password, isAdmin: false },
          CHEAP_PASSWORDS,
        ),
      );
    }
    const [course] = await db
      .insert(courses)
      .values({ name: '效能測試課程', category: 'junior' })
      .returning();
    if (!course) throw new Error('no course');
    const [archive] = await db
      .insert(archives)
      .values({
        courseId: course.id,
        name: '期末考',
        professor: '王教授',
        academicYear: 113,
        archiveType: 'final',
        fileKey: 'archives/bench.pdf',
        fileSize: 1,
      })
      .returning();
    if (!archive) throw new Error('no archive');
    const [expert] = authors;
    if (expert) await db.insert(courseExperts).values({ courseId: course.id, userId: expert.id });
    const questions = await db
      .insert(archiveQuestions)
      .values(
        Array.from({ length: QUESTIONS }, (_, n) => ({
          archiveId: archive.id,
          ordinal: n + 1,
          page: Math.floor(n / 4) + 1,
          top: (n % 4) * 0.25,
          name: `第 ${n + 1} 題`,
          status: 'confirmed' as const,
        })),
      )
      .returning({ id: archiveQuestions.id });
    const written = await db
      .insert(answers)
      .values(
        questions.flatMap((question) =>
          authors.map((author) => ({
            questionId: question.id,
            archiveId: archive.id,
            authorId: author.id,
            body: BODY,
          })),
        ),
      )
      .returning({ id: answers.id, authorId: answers.authorId });
    const others = (answer: (typeof written)[number]) =>
      authors.filter((author) => author.id !== answer.authorId).slice(0, VOTES_PER_ANSWER);
    await db.insert(answerVotes).values(
      written.flatMap((answer, i) =>
        others(answer).map((voter, j) => ({
          answerId: answer.id,
          userId: voter.id,
          value: (i + j) % 3 ? 1 : -1,
        })),
      ),
    );
    const sample = written.filter((_, i) => i % 7 === 0);
    if (expert)
      await db
        .insert(answerEndorsements)
        .values(
          sample
            .filter((answer) => answer.authorId !== expert.id)
            .map((answer) => ({ answerId: answer.id, userId: expert.id })),
        );
    await db.insert(answerComments).values(
      sample.map((answer) => ({
        answerId: answer.id,
        authorId: expert?.id ?? null,
        body: '同意，補充一點。',
      })),
    );
    return archive.id;
  } finally {
    await handle.close();
  }
}
