// How a finished generation is kept in its job's `result` column: the structured exam as JSON. Tasks finished
// before exams were structured kept the model's text, and still open as text only.
import { type MockExam, mockExamSchema } from '@pastexam/api-contract';
import { z } from 'zod';
import { examAsText } from './exam-text.ts';

const storedExamSchema = z.object({ exam: mockExamSchema });

export function storeExam(exam: MockExam): string {
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
  return parsed.success
    ? { exam: parsed.data.exam, text: examAsText(parsed.data.exam) }
    : { exam: null, text: stored };
}
