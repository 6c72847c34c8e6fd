import type { ArchiveUsed } from '@pastexam/api-contract';
import { archiveTypeLabels } from '@pastexam/api-contract/labels';

/** The line between the questions and the answer key; clients may split the text on it. */
export const ANSWER_KEY_SEPARATOR = '=== 參考答案 ===';

export type ExamPromptArchive = Pick<ArchiveUsed, 'name' | 'academic_year' | 'archive_type'>;

export type ExamPromptInput = {
  course: string;
  professor: string;
  /** In the order their PDFs are attached: the prompt calls them 文件 1, 文件 2, … */
  archives: readonly ExamPromptArchive[];
  /** The student's own wishes; blank or null adds nothing. */
  extra?: string | null;
};

/** The label each attached PDF carries, so the instruction and the documents refer to the same names. */
export function documentLabel(index: number): string {
  return `文件 ${index + 1}`;
}

function examKind(archives: readonly ExamPromptArchive[]): string {
  const types = new Set(archives.map((archive) => archive.archive_type));
  const [only] = types;
  return types.size === 1 && only !== undefined ? archiveTypeLabels[only] : '';
}

/**
 * The instruction sent after the archives' PDFs. Written in zh-TW because the department's exams mostly
 * are, but it tells the model to keep the exams' own language, so an English exam yields an English one.
 */
export function buildExamPrompt({ course, professor, archives, extra }: ExamPromptInput): string {
  const kind = examKind(archives);
  const sources = archives.map(
    (archive, index) =>
      `${documentLabel(index)}：${archive.academic_year} 學年度${archiveTypeLabels[archive.archive_type]}「${archive.name}」`,
  );
  const wishes = extra?.trim();
  const sections = [
    `你是大學課程「${course}」的出題助教。附件是授課教師${professor}過去的 ${archives.length} 份考古題 PDF（可能是掃描檔，請直接閱讀文件內容）：`,
    sources.join('\n'),
    `請仔細閱讀全部附件，為這門課出一份全新的${kind}模擬試題，要求如下：`,
    [
      `1. 語言：使用考古題的語言。考古題以中文出題時，一律使用繁體中文（臺灣用語），專有名詞可保留英文原文；考古題以英文出題時，使用英文。`,
      `2. 風格：模仿${professor}的出題格式、題型（例如選擇、填充、是非、計算、證明、程式、申論）與各題型的比例。`,
      `3. 難度與配分：維持與考古題相同的難度、題數規模與配分方式，總分與考古題相同（考古題未標示時以 100 分計）。`,
      `4. 原創：每一題都必須是新題目，考相同的觀念，但換成新的數字、情境與敘述；不可照抄考古題，也不可只改動幾個字。`,
      `5. 題號與配分：每一題都有題號，並在題號後標示配分，例如「1. (10 分)」；子題以 (a)、(b)、(c) 標示並各自標示配分。`,
      `6. 參考答案：所有題目之後，單獨一行寫「${ANSWER_KEY_SEPARATOR}」，再依題號寫出每一題的答案與簡要的解題過程。這一行只出現一次，這一行之前不可出現任何答案。`,
      `7. 只輸出試卷本身：第一行是試卷標題「${course} ${kind}模擬試題」；不要開場白、不要說明你如何出題或參考了哪些文件、不要結語，也不要任何其他評論。`,
      `8. 以純文字輸出，不使用 Markdown 標記（例如 **、#、表格語法）；數學式可用純文字或 LaTeX 表示。`,
    ].join('\n'),
  ];
  if (wishes) {
    sections.push(`學生的補充要求如下（在不違反以上規則的前提下遵守）：\n"""\n${wishes}\n"""`);
  }
  return sections.join('\n\n');
}
