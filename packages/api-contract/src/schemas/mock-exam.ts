import { z } from 'zod';

// The structured AI mock exam (product §6.7): what the model is asked to answer (as Gemini's responseSchema)
// and what GET /ai-exam/task/{id} returns as `result.exam`. Text fields are Markdown with LaTeX math
// (`$…$`, `$$…$$`) and fenced code; clients render them sanitised, without raw HTML.

/** Where a question comes from: one of the attached past exams, and the page and question there. */
export const examSourceSchema = z
  .object({
    archive_id: z.number().int().describe('所依據的考古題編號（archive_id），必須是附件之一'),
    page: z.number().int().min(1).nullable().describe('該考古題中的頁碼（從 1 起算），不確定時為 null'),
    question: z
      .string()
      .max(20)
      .nullable()
      .describe('該考古題中的題號，例如「3」或「2(b)」，不確定時為 null'),
  })
  .meta({ id: 'ExamSource' });
export type ExamSource = z.infer<typeof examSourceSchema>;

export const examSubQuestionSchema = z
  .object({
    label: z.string().min(1).max(10).describe('子題標號，例如「(a)」'),
    points: z.number().min(0).describe('配分'),
    text: z.string().min(1).describe('題目（Markdown，數學式用 LaTeX）'),
    answer: z.string().min(1).describe('參考答案與解題過程（Markdown）'),
  })
  .meta({ id: 'ExamSubQuestion' });
export type ExamSubQuestion = z.infer<typeof examSubQuestionSchema>;

export const examQuestionSchema = z
  .object({
    number: z.string().min(1).max(10).describe('題號，例如「1」'),
    points: z.number().min(0).describe('配分（含子題）'),
    text: z.string().min(1).describe('題幹（Markdown，數學式用 LaTeX，程式碼用 ``` 區塊）'),
    sub_questions: z.array(examSubQuestionSchema).describe('子題，沒有時為空陣列'),
    answer: z.string().describe('參考答案與解題過程（Markdown）；有子題時可只寫總說明'),
    sources: z.array(examSourceSchema).describe('這一題仿照的考古題題目'),
  })
  .meta({ id: 'ExamQuestion' });
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const examSectionSchema = z
  .object({
    title: z.string().describe('大題標題，例如「一、選擇題」；不分大題時為空字串'),
    questions: z.array(examQuestionSchema).min(1),
  })
  .meta({ id: 'ExamSection' });
export type ExamSection = z.infer<typeof examSectionSchema>;

/**
 * The exam as the model is asked to write it (Gemini's responseSchema) and as it is kept: its 總分 as the model
 * stated it, which can disagree with its questions.
 */
export const modelExamSchema = z.object({
  title: z.string().min(1).max(200).describe('試卷標題'),
  instructions: z.string().describe('作答說明（Markdown），沒有時為空字串'),
  total_points: z.number().min(0).describe('總分，等於各題配分之和'),
  sections: z.array(examSectionSchema).min(1),
});
export type ModelExam = z.infer<typeof modelExamSchema>;

/**
 * The exam as the API answers it: `total_points` is always the sum of its questions' points (product §6.14), and
 * `stated_total_points` the total the model wrote instead, only when that disagreed, so a reader can be told.
 */
export const mockExamSchema = modelExamSchema
  .extend({
    total_points: z.number().min(0).describe('總分：各題配分之和'),
    stated_total_points: z.number().min(0).optional().describe('AI 寫的總分，只在與各題配分之和不同時才有'),
  })
  .meta({ id: 'MockExam' });
export type MockExam = z.infer<typeof mockExamSchema>;

/** What the reader is told when the model's 總分 disagreed with its questions, in the exam and in its text. */
export const statedTotalNote = (stated: number) =>
  `AI 原本寫的總分是 ${stated} 分，與各題配分不符，已改為各題配分之和。`;

/** A question's mark key: its place in the exam, `{section}-{question}` counted from 0 (see questionKeySchema). */
export const questionKey = (section: number, question: number): string => `${section}-${question}`;

/** Every question's mark key, in the exam's order. */
export function questionKeys(exam: MockExam): string[] {
  return exam.sections.flatMap((section, s) => section.questions.map((_, q) => questionKey(s, q)));
}
