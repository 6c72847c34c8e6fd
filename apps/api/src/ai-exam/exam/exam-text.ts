// The structured exam as plain text: `generated_content`, which copy and the TXT download use (product §6.7).
// Numbered questions with their points, sub-questions indented under them, and the answer key after the
// separator line, so the text reads as the exam does and still splits on the separator as before.
import { type ExamQuestion, type MockExam, statedTotalNote } from '@pastexam/api-contract';
import { ANSWER_KEY_SEPARATOR } from '../prompt/index.ts';

const points = (value: number) => `(${value} 分)`;
const indent = (text: string, by: string) => text.replaceAll('\n', `\n${by}`);

function question(q: ExamQuestion): string[] {
  const lines = [`${q.number}. ${points(q.points)} ${indent(q.text, '   ')}`];
  for (const sub of q.sub_questions)
    lines.push(`   ${sub.label} ${points(sub.points)} ${indent(sub.text, '      ')}`);
  return lines;
}

function answer(q: ExamQuestion): string[] {
  const lines = q.answer.trim() ? [`${q.number}. ${indent(q.answer.trim(), '   ')}`] : [`${q.number}.`];
  for (const sub of q.sub_questions) lines.push(`   ${sub.label} ${indent(sub.answer, '      ')}`);
  return lines;
}

export function examAsText(exam: MockExam): string {
  const head = [
    exam.title,
    ...(exam.instructions.trim() ? [exam.instructions.trim()] : []),
    `（總分 ${exam.total_points} 分）`,
    ...(exam.stated_total_points === undefined ? [] : [`（${statedTotalNote(exam.stated_total_points)}）`]),
  ];
  const body = exam.sections.flatMap((section) => [
    '',
    ...(section.title.trim() ? [section.title.trim()] : []),
    ...section.questions.flatMap((q) => [...question(q), '']),
  ]);
  const key = exam.sections.flatMap((section) => section.questions.flatMap(answer));
  return [...head, ...body, ANSWER_KEY_SEPARATOR, ...key].join('\n').replace(/\n{3,}/g, '\n\n');
}
