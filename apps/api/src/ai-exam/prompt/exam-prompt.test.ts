import { describe, expect, test } from 'vitest';
import { ANSWER_KEY_SEPARATOR, buildExamPrompt, type ExamPromptArchive } from './exam-prompt.ts';

const archives: ExamPromptArchive[] = [
  { name: '資料結構期中考', academic_year: 112, archive_type: 'midterm' },
  { name: 'DS Midterm', academic_year: 111, archive_type: 'midterm' },
];

describe('buildExamPrompt', () => {
  const prompt = buildExamPrompt({ course: '資料結構', professor: '王大明', archives });

  test('names the course, the professor and every attached archive in attachment order', () => {
    expect(prompt).toContain('資料結構');
    expect(prompt).toContain('王大明');
    expect(prompt).toContain('2 份考古題 PDF');
    const first = prompt.indexOf('文件 1：112 學年度期中考「資料結構期中考」');
    const second = prompt.indexOf('文件 2：111 學年度期中考「DS Midterm」');
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
  });

  test('asks for the professor’s language, format, question types, difficulty and point split', () => {
    expect(prompt).toMatch(/使用考古題的語言/);
    expect(prompt).toMatch(/繁體中文/);
    expect(prompt).toMatch(/出題格式、題型/);
    expect(prompt).toMatch(/難度/);
    expect(prompt).toMatch(/配分方式/);
  });

  test('asks for numbered questions with points and original questions', () => {
    expect(prompt).toMatch(/每一題都有題號，並在題號後標示配分/);
    expect(prompt).toMatch(/新的數字、情境/);
    expect(prompt).toMatch(/不可照抄/);
  });

  test('puts the answer key after a separator line that appears once, and forbids commentary', () => {
    expect(prompt).toContain(`單獨一行寫「${ANSWER_KEY_SEPARATOR}」`);
    expect(prompt.split(ANSWER_KEY_SEPARATOR)).toHaveLength(2);
    expect(prompt).toMatch(/不要開場白/);
    expect(prompt).toMatch(/不要結語/);
  });

  test('titles the exam after the archives’ kind when they share one', () => {
    expect(prompt).toContain('「資料結構 期中考模擬試題」');
    const finals = buildExamPrompt({
      course: '演算法',
      professor: '李老師',
      archives: [{ name: '期末', academic_year: 113, archive_type: 'final' }],
    });
    expect(finals).toContain('「演算法 期末考模擬試題」');
    expect(finals).toContain('1 份考古題 PDF');
    const mixed = buildExamPrompt({
      course: '演算法',
      professor: '李老師',
      archives: [...archives, { name: '期末', academic_year: 113, archive_type: 'final' }],
    });
    expect(mixed).toContain('「演算法 模擬試題」');
    expect(mixed).toContain('一份全新的模擬試題');
  });

  test('adds the student’s wishes, trimmed, only when there are any', () => {
    const withWishes = buildExamPrompt({
      course: '資料結構',
      professor: '王大明',
      archives,
      extra: '  多出一些樹的題目 \n',
    });
    expect(withWishes).toContain('學生的補充要求');
    expect(withWishes).toContain('"""\n多出一些樹的題目\n"""');
    for (const extra of [null, undefined, '', '   \n']) {
      const plain = buildExamPrompt({ course: '資料結構', professor: '王大明', archives, extra });
      expect(plain).toBe(prompt);
      expect(plain).not.toContain('學生的補充要求');
    }
  });
});
