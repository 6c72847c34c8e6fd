// How a finished generation is kept in its job's `result` column: the structured exam as JSON, as the model wrote
// it; its 總分 is checked each time it is read, so exams kept before that check are answered right too. Tasks
// finished before exams were structured kept the model's text, and still open as text only.
import { type MockExam, type ModelExam, modelExamSchema } from '@pastexam/api-contract';
import { z } from 'zod';
import { examAsText } from './exam-text.ts';
import { withCheckedTotal } from './exam-total.ts';

const storedExamSchema = z.object({ exam: modelExamSchema });

export function storeExam(exam: ModelExam): string {
  return JSON.stringify({ exam } satisfies z.input<typeof storedExamSchema>);
}

/** The stored result as the API answers it: the exam (null for text-only results) and its text. */
export function readStoredResult(stored: string): { exam: MockExam | null; text: string } {
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return { exam: null, text: stored };
  }
  const parsed = storedExamSchema.safeParse(json);
  if (!parsed.success) return { exam: null, text: stored };
  const exam = withCheckedTotal(parsed.data.exam);
  return { exam, text: examAsText(exam) };
}
