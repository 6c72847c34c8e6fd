import type { ArchiveType, ArchiveUsed } from '@pastexam/api-contract';
import { archiveTypeLabels } from '@pastexam/api-contract/labels';
import { enLabels } from '@pastexam/api-contract/labels.en';
import type { Locale } from '@pastexam/api-contract/locales';

/** The line between the questions and the answer key in the exam's text; clients may split the text on it. */
export const ANSWER_KEY_SEPARATOR = '=== 參考答案 ===';

export type ExamPromptArchive = Pick<ArchiveUsed, 'id' | 'name' | 'academic_year' | 'archive_type'>;

export type ExamPromptInput = {
  course: string;
  professor: string;
  /** In the order their PDFs are attached: the prompt calls them 文件 1, 文件 2, … */
  archives: readonly ExamPromptArchive[];
  /** The student's own wishes; blank or null adds nothing. */
  extra?: string | null;
  /** The student's interface language, which the mock exam is written in. */
  language: Locale;
};

/** What the mock exam is written in, and its title, by the student's language. */
function languageRules(language: Locale, course: string, archives: readonly ExamPromptArchive[]) {
  if (language === 'en') {
    const kind = examKind(archives, enLabels.archiveType);
    return {
      language: `1. 語言：全部以英文（English）撰寫，包括 title、instructions、題目與答案，即使考古題以中文出題；專有名詞使用英文的通行說法。`,
      title: `${course} ${kind === '' ? '' : `${kind} `}Mock Exam`,
    };
  }
  const kind = examKind(archives, archiveTypeLabels);
  return {
    language: `1. 語言：使用考古題的語言。考古題以中文出題時，一律使用繁體中文（臺灣用語），專有名詞可保留英文原文；考古題以英文出題時，使用英文。`,
    title: `${course} ${kind}模擬試題`,
  };
}

/** The label each attached PDF carries, so the instruction and the documents refer to the same names. */
export function documentLabel(index: number): string {
  return `文件 ${index + 1}`;
}

/** The archives' one type in `labels` (期中考, Midterm), or '' when they are of several. */
function examKind(archives: readonly ExamPromptArchive[], labels: Record<ArchiveType, string>): string {
  const types = new Set(archives.map((archive) => archive.archive_type));
  const [only] = types;
  return types.size === 1 && only !== undefined ? labels[only] : '';
}

/**
 * The instruction sent after the archives' PDFs. Written in zh-TW because the department's exams mostly are;
 * for a zh-TW reader it tells the model to keep the exams' own language (an English exam yields an English
 * one), for an English reader to write in English whatever the exams' language.
 */
export function buildExamPrompt({ course, professor, archives, extra, language }: ExamPromptInput): string {
  const kind = examKind(archives, archiveTypeLabels);
  const rules = languageRules(language, course, archives);
  const sources = archives.map(
    (archive, index) =>
      `${documentLabel(index)}（archive_id ${archive.id}）：${archive.academic_year} 學年度${archiveTypeLabels[archive.archive_type]}「${archive.name}」`,
  );
  const wishes = extra?.trim();
  const sections = [
    `你是大學課程「${course}」的出題助教。附件是授課教師${professor}過去的 ${archives.length} 份考古題 PDF（可能是掃描檔，請直接閱讀文件內容）：`,
    sources.join('\n'),
    `請仔細閱讀全部附件，為這門課出一份全新的${kind}模擬試題，要求如下：`,
    [
      rules.language,
      `2. 風格：模仿${professor}的出題格式、題型（例如選擇、填充、是非、計算、證明、程式、申論）與各題型的比例。`,
      `3. 難度與配分：維持與考古題相同的難度、題數規模與配分方式，總分與考古題相同（考古題未標示時以 100 分計）。`,
      `4. 原創：每一題都必須是新題目，考相同的觀念，但換成新的數字、情境與敘述；不可照抄考古題，也不可只改動幾個字。`,
      `5. 題號與配分：每一題寫在 number（題號）與 points（配分）欄位；子題放在 sub_questions，以 (a)、(b)、(c) 標示並各自標示配分；total_points 是總分，等於各題配分之和。`,
      `6. 參考答案：每一題與每一個子題的 answer 欄位寫答案與完整的解題過程；題目文字（text）中不可出現答案。`,
      `7. 只輸出試卷本身：title 是「${rules.title}」；instructions 只寫作答說明；不要開場白、不要說明你如何出題、不要結語，也不要任何其他評論。`,
      `8. 格式：text、answer 與 instructions 使用 Markdown；數學式一律用 LaTeX（行內 $…$，獨立一行 $$…$$）；程式碼用 \`\`\` 區塊並標示語言；不使用 HTML。`,
      `9. 出處：每一題在 sources 列出它仿照的考古題題目：archive_id 用上方括號中的編號（只能是這些附件），page 是該題在該份 PDF 的頁碼，question 是該題在原卷的題號；不確定頁碼或題號時填 null。`,
      `10. 只輸出符合指定 JSON 結構的 JSON。`,
    ].join('\n'),
  ];
  if (wishes) {
    sections.push(`學生的補充要求如下（在不違反以上規則的前提下遵守）：\n"""\n${wishes}\n"""`);
  }
  return sections.join('\n\n');
}
