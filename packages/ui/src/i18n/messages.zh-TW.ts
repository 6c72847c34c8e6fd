/**
 * The zh-TW catalogue, the source of every message (ICU MessageFormat): its text is the product's own
 * (SPEC.md), character for character. Every id here needs its English in `messages.en.ts`; after a change,
 * `pnpm --filter @pastexam/ui run i18n:compile` writes the compiled catalogues the app loads.
 */
export const messagesZhTw = {
  // The top bar and its menus.
  'topBar.title': '考古題系統',
  'topBar.login': '登入',
  'topBar.logout': '登出',
  'topBar.toggleColorScheme': '切換深色/淺色模式',
  'topBar.toggleSidebar': '開啟/關閉課程列表',
  'topBar.menu': '選單',
  'topBar.admin': '系統管理',
  'topBar.issueReport': '問題回報',
  'topBar.aiExam': 'AI 模擬試題',
  'topBar.topics': '主題',
  'topBar.profile': '個人資料',
  'topBar.myExams': '我的模擬試題',
  'topBar.bookmarks': '我的收藏',
  'topBar.worksheets': '我的題單',
  'topBar.myFlags': '我的檢舉',
  'topBar.myFlagsUnseen': '{label}，{count} 則新結果',
  'topBar.changePassword': '變更密碼',
  'topBar.logoutAll': '登出所有裝置',
  'topBar.logoutAllFailed': '登出所有裝置失敗',
  'topBar.logoutAllConfirm': '你在所有裝置上的登入都會結束，包括這一個；之後需要重新登入。',
  // The bell stands in the bar before the notifications' code arrives: its name is the bar's.
  'topBar.notifications': '通知',
  'topBar.notificationsUnread': '通知，{count} 則未讀',
  // So does 公告's button, whose center and panels are the announcements' catalogue, fetched when opened.
  'topBar.announcements': '公告',
  'topBar.announcementsUnread': '公告（{count} 則未讀）',
  // The language switch names the other language in that language, so its reader finds it.
  'language.switchTo': 'English',

  // The guests' landing page.
  'landing.title': '資訊系考古題系統',
  // The page's description for search engines and link previews (index.html's meta tag).
  'landing.description':
    '資訊系考古題系統：依課程瀏覽、預覽與下載歷屆考古題，上傳缺少的考卷，並以 AI 產生模擬試題。',
  'landing.intro':
    '系上師生共同整理的歷屆考古題。登入後即可依課程查找考卷、線上閱讀與下載、上傳缺少的考題，並以過去的考卷產生 AI 模擬試題來準備考試。',
  'landing.login': '登入',
  'landing.loginMethods': '可使用系統帳號或校務單一登入。',
  'landing.browseTitle': '依課程瀏覽考古題',
  'landing.browseText':
    '大一到研究所、跨領域與通識課程，依年級分類整理，搜尋課程名稱就能找到歷屆的期中考、期末考與小考。',
  'landing.previewTitle': '線上預覽與下載',
  'landing.previewText': '直接在頁面上閱讀 PDF，依學年、教授、考試類型與是否附解答篩選，需要時再下載保存。',
  'landing.uploadTitle': '補上缺少的考古題',
  'landing.uploadText': '手上有資料庫裡還沒有的考卷？登入後即可上傳，讓下一屆的同學也找得到。',
  'landing.aiExamTitle': 'AI 模擬試題',
  'landing.aiExamText':
    '挑選同一位教授的 1 到 3 份考古題（建議 2 到 3 份），使用你自己的 Gemini API Key，產生風格相近、附解答的全新模擬試題。',

  // Pages that are not there or failed to draw.
  'notFound.title': '找不到這個頁面',
  'notFound.text': '網址可能有誤，或頁面已經移除。',
  'notFound.home': '回到首頁',
  'routeError.title': '頁面發生錯誤',
  'routeError.text': '這個頁面暫時無法顯示，請重新整理後再試；若問題持續發生，請回報問題。',
  'routeError.reload': '重新整理',

  // Words every screen's buttons and lists share (the frames' 取消 and 儲存, a list's 載入更多).
  'common.close': '關閉',
  'common.cancel': '取消',
  'common.save': '儲存',
  'common.create': '建立',
  'common.edit': '編輯',
  'common.delete': '刪除',
  'common.retry': '重試',
  'common.reload': '重新載入',
  'common.loadMore': '載入更多',
  'common.loading': '載入中…',
  'common.tryLater': '請稍後再試',
  'common.actions': '操作',
  // What the app says of a call or a chunk that did not arrive.
  'common.networkError': '無法連線到伺服器，請稍後再試',
  'common.serverError': '伺服器發生錯誤，請稍後再試',
  'common.dialogUnavailable': '無法開啟視窗',
  'common.dialogUnavailableText': '無法載入所需的程式，請檢查網路連線後重新整理頁面',

  // Formats (format.ts).
  'format.academicYear': '{year} 學年度',
  'format.justNow': '剛剛',
} as const;

export type MessageId = keyof typeof messagesZhTw;
