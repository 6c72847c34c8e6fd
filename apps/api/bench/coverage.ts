// `pnpm bench` (coverage): what the course list and a course's archive list cost when made afresh (the first
// read after any change to courses, archives, questions or answers; later reads are ready answers) on a
// department whose exams are cut into questions, many of them answered. Each is timed against `select 1` on the
// same database in the same run, so the ratio stays comparable on a busy machine. Asserts nothing.
import { sql } from 'drizzle-orm';
import { listCourseArchives } from '../src/archives/service.ts';
import { listCourses } from '../src/courses/service.ts';
import { createMemoryDatabase, type Database } from '../src/db/client.ts';
import { answers, archiveQuestions, archives, courses } from '../src/db/schema.ts';
import { percentile, timeRounds } from './percentile.ts';

const COURSES = 60;
const ARCHIVES_PER_COURSE = 12;
const QUESTIONS_PER_ARCHIVE = 40;
const ROUNDS = 300;

/** Every course with its archives, each archive with its questions; two questions in three answered. */
async function seed(db: Database): Promise<number> {
  const categories = ['freshman', 'sophomore', 'junior', 'senior', 'graduate'] as const;
  let busiest = 0;
  for (let c = 0; c < COURSES; c += 1) {
    const [course] = await db
      .insert(courses)
      .values({ name: `課程 ${c}`, category: categories[c % categories.length] ?? 'senior' })
      .returning({ id: courses.id });
    if (!course) throw new Error('no course');
    busiest = course.id;
    const made = await db
      .insert(archives)
      .values(
        Array.from({ length: ARCHIVES_PER_COURSE }, (_, a) => ({
          courseId: course.id,
          name: `期中考 ${a}`,
          professor: '張教授',
          academicYear: 100 + a,
          archiveType: 'midterm' as const,
          fileKey: `archives/bench-${c}-${a}.pdf`,
          fileSize: 1,
        })),
      )
      .returning({ id: archives.id });
    for (const archive of made) {
      const questions = await db
        .insert(archiveQuestions)
        .values(
          Array.from({ length: QUESTIONS_PER_ARCHIVE }, (_, q) => ({
            archiveId: archive.id,
            ordinal: q + 1,
            page: 1 + Math.floor(q / 4),
            top: (q % 4) / 4,
            name: `第 ${q + 1} 題`,
            status: 'proposed' as const,
          })),
        )
        .returning({ id: archiveQuestions.id });
      const answered = questions.filter((_, q) => q % 3 !== 0);
      await db.insert(answers).values(
        answered.flatMap((question, q) => [
          { questionId: question.id, archiveId: archive.id, body: '解答' },
          // Half of them have an AI draft besides, which counts for nothing.
          {
            questionId: question.id,
            archiveId: archive.id,
            body: 'AI',
            kind: q % 2 ? ('ai_draft' as const) : ('human' as const),
          },
        ]),
      );
    }
  }
  return busiest;
}

const time = (work: () => Promise<unknown>) => timeRounds(work, ROUNDS, 20);

async function main() {
  const handle = await createMemoryDatabase();
  await handle.migrate();
  const { db } = handle;
  const courseId = await seed(db);
  const questions = COURSES * ARCHIVES_PER_COURSE * QUESTIONS_PER_ARCHIVE;
  console.log(
    `\ncoverage (PGlite): ${COURSES} courses × ${ARCHIVES_PER_COURSE} exams × ${QUESTIONS_PER_ARCHIVE} questions (${questions}), two in three answered; made afresh, ${ROUNDS} rounds`,
  );
  const reference = percentile(await time(() => db.execute(sql`select 1`)), 50);
  const measures: [string, () => Promise<unknown>][] = [
    ['course list (listCourses)', () => listCourses(db)],
    [
      `archive list of one course (${ARCHIVES_PER_COURSE})`,
      () => listCourseArchives(db, courseId, { isAdmin: false }),
    ],
  ];
  for (const [name, work] of measures) {
    const latencies = await time(work);
    const p50 = percentile(latencies, 50);
    console.log(
      `${name.padEnd(36)} p50 ${p50.toFixed(2)} ms  p95 ${percentile(latencies, 95).toFixed(2)} ms  ${(p50 / reference).toFixed(1)}× select 1 (${reference.toFixed(3)} ms)`,
    );
  }
  await handle.close();
}

await main();
