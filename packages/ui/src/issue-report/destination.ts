/**
 * Where a report is finished (product §7.3): a web page on `site` (a new-issue page; `GitHub` for
 * github.com), or the reader's e-mail program. Until the server's setting is known the dialog waits for it
 * (`loading`), or says it could not be read (`failed`); a server without one says so (`not-configured`).
 */
export type IssueReportDestination =
  | { kind: 'page'; site: string }
  | { kind: 'email' }
  | { kind: 'not-configured' }
  | { kind: 'loading' }
  | { kind: 'failed' };

/** A destination a report can be sent to. */
export type IssueReportTarget = Extract<IssueReportDestination, { kind: 'page' | 'email' }>;

/** What the dialog and the toasts after it say of a target. */
export type IssueReportWording = {
  /** The submit button. */
  submit: string;
  /** The note above the buttons. */
  note: string;
  /** The blocked tab's explanation, and its link's text. */
  blockedNote: string;
  blockedLink: string;
  /** The toast when the browser blocked the tab. */
  blockedToast: string;
  /** The toast when the report went out: title and message. */
  doneTitle: string;
  doneMessage: string;
  /** The warning when the description was cut to fit: the full text copied, or not. */
  cutAndCopied: string;
  cutNotCopied: string;
};

/** The words of a target: its site's name for a web page, the e-mail program for an address. */
export function issueReportWording(target: IssueReportTarget): IssueReportWording {
  const cut = (where: string) => `網址放不下完整描述，${where}的描述已截斷`;
  if (target.kind === 'email') {
    return {
      submit: '以電子郵件寄出',
      note: '送出後會開啟電子郵件程式並帶入內容，請確認後寄出。瀏覽器資訊與目前頁面網址會一併附上。',
      blockedNote: '填寫的內容已帶入下方連結，請點擊連結以電子郵件寄出。',
      blockedLink: '以電子郵件寄出問題回報',
      blockedToast: '請點擊問題回報視窗中的連結寄出',
      doneTitle: '已開啟電子郵件程式',
      doneMessage: '請在郵件中確認內容後寄出',
      cutAndCopied: `${cut('郵件中')}；完整描述已複製到剪貼簿，請在郵件中貼上`,
      cutNotCopied: `${cut('郵件中')}，請在郵件中補上其餘內容`,
    };
  }
  const { site } = target;
  return {
    submit: `前往 ${site} 提交`,
    note: `送出後會在新分頁開啟 ${site}，請在 ${site} 頁面完成問題提交。瀏覽器資訊與目前頁面網址會一併附上。`,
    blockedNote: `填寫的內容已帶入下方連結，請點擊連結在 ${site} 完成問題提交。`,
    blockedLink: `前往 ${site} 完成問題提交`,
    blockedToast: `請點擊問題回報視窗中的連結前往 ${site}`,
    doneTitle: `已跳轉到 ${site}`,
    doneMessage: `請在 ${site} 頁面完成問題提交`,
    cutAndCopied: `${cut(`${site} 頁面上`)}；完整描述已複製到剪貼簿，請在 ${site} 頁面貼上`,
    cutNotCopied: `${cut(`${site} 頁面上`)}，請在 ${site} 頁面補上其餘內容`,
  };
}
