import { describe, expect, test } from 'vitest';
import { buildExamPrompt, type ExamPromptArchive } from './exam-prompt.ts';

const archives: ExamPromptArchive[] = [
  { id: 17, name: '資料結構期中考', academic_year: 112, archive_type: 'midterm' },
  { id: 4, name: 'DS Midterm', academic_year: 111, archive_type: 'midterm' },
];

describe('buildExamPrompt', () => {
  const prompt = buildExamPrompt({ course: '資料結構', professor: '王大明', archives, language: 'zh-TW' });

  test('names the course, the professor and every attached archive with its id, in attachment order', () => {
    expect(prompt).toContain('資料結構');
    expect(prompt).toContain('王大明');
    expect(prompt).toContain('2 份考古題 PDF');
    const first = prompt.indexOf('文件 1（archive_id 17）：112 學年度期中考「資料結構期中考」');
    const second = prompt.indexOf('文件 2（archive_id 4）：111 學年度期中考「DS Midterm」');
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
    expect(prompt).toMatch(/number（題號）與 points（配分）/);
    expect(prompt).toMatch(/total_points 是總分/);
    expect(prompt).toMatch(/新的數字、情境/);
    expect(prompt).toMatch(/不可照抄/);
  });

  test('keeps answers out of the questions, asks for Markdown with LaTeX, and forbids commentary', () => {
    expect(prompt).toMatch(/answer 欄位寫答案與完整的解題過程；題目文字（text）中不可出現答案/);
    expect(prompt).toMatch(/LaTeX（行內 \$…\$，獨立一行 \$\$…\$\$）/);
    expect(prompt).toContain('程式碼用 ``` 區塊');
    expect(prompt).toMatch(/不要開場白/);
    expect(prompt).toMatch(/不要結語/);
  });

  test('asks for each question’s sources by the attached archives’ ids, page and question number', () => {
    expect(prompt).toMatch(/sources 列出它仿照的考古題題目：archive_id 用上方括號中的編號（只能是這些附件）/);
    expect(prompt).toMatch(/page 是該題在該份 PDF 的頁碼，question 是該題在原卷的題號/);
  });

  test('titles the exam after the archives’ kind when they share one', () => {
    expect(prompt).toContain('「資料結構 期中考模擬試題」');
    const finals = buildExamPrompt({
      language: 'zh-TW',
      course: '演算法',
      professor: '李老師',
      archives: [{ id: 9, name: '期末', academic_year: 113, archive_type: 'final' }],
    });
    expect(finals).toContain('「演算法 期末考模擬試題」');
    expect(finals).toContain('1 份考古題 PDF');
    const mixed = buildExamPrompt({
      language: 'zh-TW',
      course: '演算法',
      professor: '李老師',
      archives: [...archives, { id: 9, name: '期末', academic_year: 113, archive_type: 'final' }],
    });
    expect(mixed).toContain('「演算法 模擬試題」');
    expect(mixed).toContain('一份全新的模擬試題');
  });

  test('adds the student’s wishes, trimmed, only when there are any', () => {
    const withWishes = buildExamPrompt({
      language: 'zh-TW',
      course: '資料結構',
      professor: '王大明',
      archives,
      extra: '  多出一些樹的題目 \n',
    });
    expect(withWishes).toContain('學生的補充要求');
    expect(withWishes).toContain('"""\n多出一些樹的題目\n"""');
    for (const extra of [null, undefined, '', '   \n']) {
      const plain = buildExamPrompt({
        course: '資料結構',
        professor: '王大明',
        archives,
        extra,
        language: 'zh-TW',
      });
      expect(plain).toBe(prompt);
      expect(plain).not.toContain('學生的補充要求');
    }
  });
});

describe('a mock exam for a reader of English', () => {
  const prompt = buildExamPrompt({ course: 'Data Structures', professor: 'Wang', archives, language: 'en' });

  test('is asked for in English, whatever the past exams’ language, with an English title', () => {
    expect(prompt).toMatch(/全部以英文（English）撰寫/);
    expect(prompt).not.toMatch(/使用考古題的語言/);
    expect(prompt).toContain('title 是「Data Structures Midterm Mock Exam」');
  });
});
