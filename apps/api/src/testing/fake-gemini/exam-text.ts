import { createHash } from 'node:crypto';
import { ANSWER_KEY_SEPARATOR } from '../../ai-exam/prompt/index.ts';

export type ExamTextInput = {
  /** The PDFs that reached the fake, in request order. */
  documents: readonly Buffer[];
  /** Every text part of the request, system instruction included. */
  text: string;
  temperature: number | null;
};

const POINTS = [20, 20, 30, 30] as const;
const NUMERALS = ['一', '二', '三', '四'] as const;

/**
 * A stand-in for the model's answer: shaped like an exam (numbered questions with points, the answer key
 * after the separator) and built only from the request, so the same request always gets the same text and
 * tests can see what arrived.
 */
export function buildExamText({ documents, text, temperature }: ExamTextInput): string {
  const digest = createHash('sha256');
  digest.update(text);
  for (const document of documents) digest.update(document);
  const seed = digest.digest();
  const totalBytes = documents.reduce((sum, document) => sum + document.length, 0);
  const title = text.match(/試卷標題「([^」]+)」/)?.[1] ?? '模擬試題';

  const questions = POINTS.map((points, index) => {
    const source = documents.length > 0 ? `文件 ${(index % documents.length) + 1}` : '課程內容';
    const value = 10 + ((seed[index] ?? 0) % 90);
    return `${NUMERALS[index]}、(${points} 分) 依照${source}的題型，設 n = ${value}，說明並計算對應的結果。`;
  });
  const answers = POINTS.map((_, index) => {
    const value = 10 + ((seed[index] ?? 0) % 90);
    return `${NUMERALS[index]}、當 n = ${value} 時，結果為 ${value * (index + 2)}。`;
  });

  return [
    title,
    `（參考 ${documents.length} 份 PDF 文件，共 ${totalBytes} 位元組；溫度 ${temperature ?? '預設'}）`,
    '',
    ...questions,
    '',
    ANSWER_KEY_SEPARATOR,
    ...answers,
  ].join('\n');
}

/**
 * A stand-in for an answer draft (請 AI 試答): Markdown with math and code, naming how much it was shown, so
 * tests and e2e see that a draft arrived and what it read.
 */
export function buildDraftText(prompt: string, pictures: number): string {
  const name = prompt.match(/題目名稱：(.+)/)?.[1] ?? '這一題';
  return [
    `**${name}** 的參考解答（依題目文字${pictures > 0 ? `與 ${pictures} 張頁面圖片` : ''}作答）：`,
    '',
    '答案為 $T(n) = O(n \\log n)$。',
    '',
    '```python',
    'def solve(n):',
    '    return n',
    '```',
  ].join('\n');
}
