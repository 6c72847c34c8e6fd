/**
 * 問題回報 (product §7): the dialog, and the toasts the web shows after it. The report's body, read by the
 * maintainers on their tracker, is not here: it is written in zh-TW whatever the reader's language (§7.4).
 */
export const messages = {
  'issue-report.title': '問題回報',
  'issue-report.type': '問題類型',
  'issue-report.chooseType': '請選擇問題類型',
  'issue-report.issueTitle': '標題',
  'issue-report.issueTitlePlaceholder': '簡短描述遇到的問題',
  'issue-report.description': '問題描述',
  'issue-report.descriptionPlaceholder': '發生了什麼事？如何重現？預期的結果是什麼？',
  'issue-report.contact': '聯絡方式（選填）',
  'issue-report.contactPlaceholder': 'Email 或其他聯絡方式，方便我們詢問細節',
  'issue-report.blocked': '瀏覽器阻擋了新分頁',
  'issue-report.submit': '提交',
  'issue-report.settingLoading': '正在取得問題回報的設定…',
  'issue-report.settingFailed': '無法取得問題回報的設定，請關閉視窗後再試一次。',
  'issue-report.notConfigured': '尚未設定問題回報',
  'issue-report.notConfiguredText': '系上尚未設定問題回報要送往哪裡，請直接聯絡系統管理者。',
  'issue-report.notConfiguredAdmin':
    '系統管理者：在伺服器設定 ISSUE_REPORT_URL（例如 GitHub 的新 issue 頁面，或 mailto: 加上電子郵件地址），重新啟動後即可使用。',
  'issue-report.gotIt': '知道了',
  'issue-report.tooLong': '描述過長',
  // A mailto: target: the report is finished in the reader's e-mail program.
  'issue-report.emailSubmit': '以電子郵件寄出',
  'issue-report.emailNote':
    '送出後會開啟電子郵件程式並帶入內容，請確認後寄出。瀏覽器資訊與目前頁面網址會一併附上。',
  'issue-report.emailBlockedNote': '填寫的內容已帶入下方連結，請點擊連結以電子郵件寄出。',
  'issue-report.emailBlockedLink': '以電子郵件寄出問題回報',
  'issue-report.emailBlockedToast': '請點擊問題回報視窗中的連結寄出',
  'issue-report.emailDone': '已開啟電子郵件程式',
  'issue-report.emailDoneMessage': '請在郵件中確認內容後寄出',
  'issue-report.emailCutAndCopied':
    '網址放不下完整描述，郵件中的描述已截斷；完整描述已複製到剪貼簿，請在郵件中貼上',
  'issue-report.emailCutNotCopied': '網址放不下完整描述，郵件中的描述已截斷，請在郵件中補上其餘內容',
  // A page target: the report is finished on {site} (GitHub, or the page's host).
  'issue-report.pageSubmit': '前往 {site} 提交',
  'issue-report.pageNote':
    '送出後會在新分頁開啟 {site}，請在 {site} 頁面完成問題提交。瀏覽器資訊與目前頁面網址會一併附上。',
  'issue-report.pageBlockedNote': '填寫的內容已帶入下方連結，請點擊連結在 {site} 完成問題提交。',
  'issue-report.pageBlockedLink': '前往 {site} 完成問題提交',
  'issue-report.pageBlockedToast': '請點擊問題回報視窗中的連結前往 {site}',
  'issue-report.pageDone': '已跳轉到 {site}',
  'issue-report.pageDoneMessage': '請在 {site} 頁面完成問題提交',
  'issue-report.pageCutAndCopied':
    '網址放不下完整描述，{site} 頁面上的描述已截斷；完整描述已複製到剪貼簿，請在 {site} 頁面貼上',
  'issue-report.pageCutNotCopied':
    '網址放不下完整描述，{site} 頁面上的描述已截斷，請在 {site} 頁面補上其餘內容',
} as const;

export type MessageId = keyof typeof messages;
