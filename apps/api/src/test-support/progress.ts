import { answers, archiveQuestions } from '../db/schema.ts';
import type { TestApp } from './app.ts';

/** `count` questions of an archive, written straight to the database as the text job proposes them. */
export async function insertQuestions(t: TestApp, archiveId: number, count: number) {
  if (count === 0) return [];
  return t.db
    .insert(archiveQuestions)
    .values(
      Array.from({ length: count }, (_, index) => ({
        archiveId,
        ordinal: index + 1,
        page: 1,
        top: index / count,
        name: `第 ${index + 1} 題`,
        status: 'proposed' as const,
      })),
    )
    .returning();
}

/** An answer to a question, written straight to the database. */
export async function insertAnswer(
  t: TestApp,
  question: { id: number; archiveId: number },
  values: { kind?: 'human' | 'ai_draft' | 'ai_based'; hiddenAt?: Date; authorId?: number } = {},
) {
  const [row] = await t.db
    .insert(answers)
    .values({ questionId: question.id, archiveId: question.archiveId, body: '解答', ...values })
    .returning();
  if (!row) throw new Error('no answer');
  return row;
}
