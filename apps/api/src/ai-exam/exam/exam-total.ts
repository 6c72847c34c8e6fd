// An exam's 總分 is the sum of its questions' points, whatever the model wrote (product §6.14): a model can say
// 總分 1 分 above questions worth 100. What it wrote is kept beside the sum when the two disagree, for the note.
import type { MockExam, ModelExam } from '@pastexam/api-contract';

/** Points may be halves or tenths: the sum is kept to two decimals, so 0.1 + 0.2 is 0.3. */
const rounded = (points: number) => Math.round(points * 100) / 100;

/** The sum of the points of every question of the exam (a question's points include its sub-questions'). */
export function sumOfQuestionPoints(exam: Pick<ModelExam, 'sections'>): number {
  return rounded(
    exam.sections.reduce(
      (sum, section) => sum + section.questions.reduce((of, question) => of + question.points, 0),
      0,
    ),
  );
}

/** The exam with its 總分 from its questions, and the model's own where that disagreed. */
export function withCheckedTotal(exam: ModelExam): MockExam {
  const total = sumOfQuestionPoints(exam);
  const { total_points: stated, ...rest } = exam;
  return rounded(stated) === total
    ? { ...rest, total_points: total }
    : { ...rest, total_points: total, stated_total_points: stated };
}
