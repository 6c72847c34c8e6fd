/** The first line of every draft's prompt; the fake Gemini answers such prompts with a draft, not an exam. */
export const DRAFT_PROMPT_OPENING = '請為以下這一題考古題寫出一份參考解答。';

/**
 * The prompt of one question's draft: only that question's text (and the pictures of its scanned pages,
 * sent before the prompt), never the rest of the archive.
 */
export function buildDraftPrompt(input: { questionName: string; text: string; pictures: number }): string {
  const pictures =
    input.pictures > 0
      ? `題目所在頁面為掃描檔，已附上 ${input.pictures} 張頁面圖片；請只回答「${input.questionName}」，忽略圖片中的其他題目。`
      : '';
  return [
    DRAFT_PROMPT_OPENING,
    `題目名稱：${input.questionName}`,
    '題目內容：',
    input.text === '' ? '（此題沒有可讀取的文字，請依圖片作答）' : input.text,
    pictures,
    '請使用繁體中文與 Markdown 撰寫，數學式用 KaTeX（$…$ 或 $$…$$），程式碼用 ``` 區塊；',
    '先寫出最終答案，再說明推導過程。若題目資訊不足以作答，請直接說明缺少什麼。',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
