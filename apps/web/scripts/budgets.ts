// What a first visit may fetch, as Chromium fetches it (scripts/page-loads.ts): gzip bytes of scripts and
// stylesheets, and files of any kind (scripts, stylesheets, fonts, images), until the network is idle. The
// targets are the product's (issue "Fast for real"); a page may go over its target only by a raise written
// here, with the figure measured and why. scripts/check-budgets.ts fails the test command past either.
import type { MeasuredPage } from './page-loads.ts';

export type Budget = { bytes: number; files: number };

/** Where each page should be. */
export const TARGETS: Record<MeasuredPage['name'], Budget> = {
  '/': { bytes: 120_000, files: 15 },
  '/archive': { bytes: 180_000, files: 15 },
};

export type Raise = Partial<Budget> & { measured: string; reason: string };

/**
 * Budgets above a target, until the pages are brought down to it; each at the figure measured when it was set,
 * so a page can shrink under it but not grow. Lower or remove one as soon as a page is below it.
 */
export const RAISES: Partial<Record<MeasuredPage['name'], Raise>> = {
  '/': {
    bytes: 222_000,
    measured:
      '344.4 kB in 32 files (2026-11-28, when budgets started counting what Chromium fetches); 345.7 kB with ' +
      "the contract's routes changing an exam's questions (add, move, rename, confirm, remove, history, lock); " +
      "350.7 kB in 34 files with the contract's routes, schemas and messages for answers, votes, experts, " +
      'comments, flags, AI drafts, bookmarks and coverage (about 40 routes), and the shared Markdown renderer ' +
      'showing an image by its description rather than fetching it; 351.0 kB with the query of the count ' +
      "beside 我的檢舉 in the top bar's menu (the contract's routes stay fetched with its first ask); 364.0 kB " +
      'in 36 files once Markdown is rendered in a worker, off the main thread: the worker (150.3 kB) carries the ' +
      'table of HTML character references (about 11 kB) that the page read from the DOM, and the renderer adds ' +
      "its small loader beside the worker's; 364.5 kB once a long text is drawn a chunk a frame (the worker cuts " +
      "its HTML by elements, the renderer adds the chunks in the page's drawing turns); 364.8 kB with the " +
      "contract's routes for following courses (追蹤), and 364.9 kB with the one noting a preview (最近瀏覽的考古題); 368.1 kB in 35 files with the " +
      "contract's routes, schemas and messages of notifications (8 routes), reports on exams (回報問題, 6) and the " +
      "duplicate check, and the top bar's bell (its button stands in the first load; its popover and panel load " +
      "after the first paint, as the 公告 button does); 369.0 kB with the contract's seven routes, schemas and " +
      "messages of wishes (許願池) and the label of a wished-for exam beside the exam types' (shared by the course's " +
      "pool and the admins' list, so it is no chunk of its own); 369.7 kB with the contract's route of 取消訂閱 and " +
      'the e-mail settings of notifications (the /unsubscribe page itself is a chunk of its own); 369.9 kB with the ' +
      "light variants' readable text colours in the HTML; 370.1 kB once the shell's top bar, the sign-out and the " +
      'top bar itself are split into components and hooks of under 100 lines (their names and props); 370.2 kB once ' +
      "the contract's tokeniser, which highlights a search's matches here and reads every page on the server, " +
      'skips Unicode normalisation for ASCII and common ideographs (a third of its time on the server); lowered to ' +
      '211.7 kB in 25 files (2026-11-30) once a text of plain sentences (the announcement here) is drawn without ' +
      "the Markdown renderer, its worker (150 kB) and KaTeX's styles (5.5 kB), and the contract, zod and ky are " +
      "one chunk instead of ten; 212.0 kB with the contract's route, schemas and messages of 相似題; 213.4 kB " +
      "with the contract's six routes, schemas and messages of 模擬考" +
      '; 214.6 kB with those of 複習 (seven routes: the review deck, its queue, grades and exam dates)' +
      '; 216.6 kB with the eleven routes and schemas of 主題' +
      '; 217.2 kB with the route and schemas of 出題分析' +
      "; 217.8 kB with the contract's six routes of 題單 and 我的題單 in the user's menu" +
      "; 224.4 kB (2026-11-30) with the English interface's runtime (Lingui's core, 2.2 kB) and the zh-TW " +
      "catalogue of the screens moved to it so far (1.7 kB: the top bar's and the sign-in dialog's words, which " +
      "loaded later before), the language switch and 主題 in the top bar, the contract's routes of a user's " +
      "language, 出題分析 and mock-exam review cards, and the English error messages' route table; 224.6 kB with the language switch's icon for a phone in " +
      "the prerendered page; 225.2 kB in 26 files with the contract's routes of 依主題加入 and its three messages " +
      "and AI 推薦's rate limit, and the catalogues of areas (each area's words in its own chunk, English fetched " +
      "when drawn): the formats (format.ts, 0.6 kB) are a file of their own once 我的題單's chunk uses them too; " +
      '224.8 kB once the sign-in words load with the sign-in dialog; 225.9 kB in 25 files with the words of 16 ' +
      "areas in their catalogues (each message's id and compiled form beside its text: the statistics' and the " +
      "announcements' here, the bell's name in the core); lowered to 224.2 kB once the messages are filled without " +
      "Lingui's runtime (its compiler stays, at build time); 224.3 kB with the words of the archives, admin, " +
      'answers and the PDF viewer in their catalogues; 226.3 kB (2026-11-30) with every remaining screen in its ' +
      "catalogue, the words every screen shares in the core and the contract's labels read through useLabels(); " +
      "226.6 kB with the contract's labels in the contract's chunk rather than the first load (a guest's first " +
      'load is 2.8 kB smaller; this page fetches the contract for its statistics and announcements anyway) and ' +
      "the announcements' catalogue with their panels, 公告's button naming itself with the core's words; " +
      "226.8 kB with the top bar's icons naming themselves where the window is too narrow for the features' names" +
      '; lowered to 225.3 kB (2026-12-01) once the signed-in start is one chunk: the first load exports its ' +
      'bindings to one chunk instead of some 60; lowered to 221.9 kB in 10 files once what the page fetches ' +
      'once drawn (its figures and announcements) is one chunk where it was some twenty',
    reason:
      'the entry chunk alone is 142 kB (react-dom, Mantine, the router), and the statistics and the ' +
      "announcements are fetched through the contract's one chunk (the zod schemas, the routes and ky: 57 kB). " +
      'An announcement with Markdown or math still fetches the renderer and its worker (150 kB) to show it.',
  },
  '/archive': {
    bytes: 349_200,
    files: 24,
    measured:
      '318.3 kB in 94 files (2026-11-28, when budgets started counting what Chromium fetches); 319.3 kB once ' +
      'the course sidebar drew only the courses in view (its virtualised list, about 1 kB); 319.5 kB with the ' +
      "contract's route listing an exam's questions; 320.9 kB with the contract's routes changing them (the " +
      'markers on the viewer are a chunk of their own, fetched when a preview opens); then about 0.4 kB more once ' +
      "a search hit names its question and the preview opens at one (question=, the viewer's scroll to a place, " +
      '`#第 2 題` links); 329.7 kB in 102 files with answers: the contract for answers, flags, AI drafts and ' +
      "progress (about 40 routes), coverage in the sidebar and the list and its filter, the preview's 解答 tab " +
      'with its tablist and the lazy loaders of the answers, and shared chunks Rolldown splits out because the ' +
      'lazy answers and questions chunks use them too (the answers themselves load only when a preview shows ' +
      "them); 330.4 kB in 103 files with 我的檢舉 in the user's menu: its count's query, its icon (a file of its " +
      "own, as each icon is) and its dialog's loader; 330.6 kB once the Markdown loader hands the answers the " +
      'count of texts rendered, and the viewer and the panel beside it are laid out on their own (containment); ' +
      '331.8 kB with 追蹤: the button beside a course, the followed courses pinned atop the list (and on the ' +
      "overview), their query, and the contract's two routes; 331.9 kB with the preview noted as viewed (最近瀏覽的考古題); " +
      '347.2 kB in 111 files with notifications, reports on exams and the duplicate check; 349.4 to 349.5 kB with 許願池: ' +
      "the contract's seven routes and schemas, the pool drawn under a course's header (its query, 同求 and " +
      "我有這份; no icon, as each is a file), the loaders of its 許願 and 我的願望 dialogs and the upload wizard's request (349.5 kB); " +
      "351.3 kB in 113 files with the contract's 取消訂閱 route and e-mail settings, and 通知設定's 電子郵件寄送頻率; " +
      "351.5 kB with the light variants' readable text colours; 351.9 kB once the archive page, its course list, " +
      'the sidebar, the viewer and the upload wizard are split into components and hooks of under 100 lines; ' +
      "352.1 kB with the contract's tokeniser skipping Unicode normalisation for ASCII and common ideographs; " +
      '350.8 kB in 107 files (2026-11-30) with the contract, zod and ky in one chunk instead of ten; 348.9 kB ' +
      "once the 回報問題 dialog loads when first opened; 349.2 kB with the contract's route of 相似題; 351.5 kB " +
      "in 111 files with 模擬考: the contract's six routes, the 模擬考 button on each exam row, and chunks Rolldown " +
      "splits out because 模擬考's lazy pages share them (the viewer's link, Mantine's radio and check icons)" +
      "; 352.9 kB in 111 files with the contract's seven routes of 複習 and the overview's slot for 今天要複習 (its part a chunk of its own)" +
      '; 354.9 kB with the eleven routes and schemas of 主題 (the topics panel itself loads with the answers)' +
      `; 356.4 kB in 114 files with 出題分析: the contract's route and schemas, and the 出題分析 link in a course's ` +
      "header (the chart is a lazy route of its own; the route tree's new entry moves Rolldown's shared chunks)" +
      "; 356.6 kB in 113 files with the contract's six routes of 題單, 我的題單 in the user's menu and 加入題單 " +
      "beside each question (the worksheets' components in a chunk of their own, fetched with the answers)" +
      "; 364.0 kB in 116 files (2026-11-30) with the English interface's runtime and zh-TW catalogue (4.8 kB), " +
      "加入複習 on mock exams' questions, the search's 主題 filter and AI 推薦 in a question's topics panel; " +
      "364.2 kB with the language switch's icon for a phone; 365.1 kB in 118 files with the contract's routes of " +
      "依主題加入, AI 推薦's limit, and the worksheets' words in their own catalogue (the formats a file of their own); " +
      "369.0 kB in 121 files with the words of 16 areas in their catalogues (each message's id and compiled form " +
      "beside its text; the questions', discussion's, search's, progress's, notifications' and wishes' are here); " +
      "lowered to 367.2 kB once the messages are filled without Lingui's runtime; " +
      "372.2 kB in 122 files with the words of the archives' pages, the answers and the PDF viewer in their catalogues; " +
      "378.5 kB in 125 files (2026-11-30) with the preview's and the course page's remaining words, 分析 and " +
      "模擬考's buttons loading the fingerprint's and the practice's catalogues, and the contract's labels in the " +
      "core (their English comes with it); 378.9 kB in 126 files with those labels in the contract's chunk, the " +
      "announcements' catalogue with their panels, and the one message drawn where a chunk could not be fetched " +
      "(the course drawer's, the search's and the admin panels') a chunk of its own that those share" +
      '; lowered to 359.0 kB in 65 files (2026-12-01) once what a signed-in start fetches beyond the first load ' +
      "(the top bar's menus, the archive page and the Mantine components and styles they use) is one chunk" +
      "; 356.5 kB in 52 files once the landing page's figures and announcements, whose badges, skeletons and " +
      'formats this page uses too, are one chunk; 351.7 kB in 37 files once what the page fetches once drawn ' +
      "(the top bar's search box and counts, the overview, the preview and the course drawer) is one chunk" +
      '; 349.1 kB in 24 files once what it shares with the pages of a guest and with other signed-in pages is ' +
      'a chunk each',
    reason:
      'the first load (144 kB: react-dom, Mantine, the router), the contract (67 kB: zod, the routes and ky) and ' +
      "the signed-in start (87 kB: the archive page, the top bar's menus, floating-ui and the Mantine components " +
      "they use); what the page fetches once drawn (its search box, the bell, the preview's and the overview's " +
      'code) is one chunk, and what it shares with other pages two more.',
  },
};

/** A page's budget: its raise where it has one, else its target. */
export function budgetOf(page: MeasuredPage['name']): Budget {
  const raise = RAISES[page];
  const target = TARGETS[page];
  return { bytes: raise?.bytes ?? target.bytes, files: raise?.files ?? target.files };
}

/**
 * Every route's first load as the build's manifest declares it (scripts/route-sizes.ts: the HTML, the entry and
 * the route's own chunks, gzip), which unlike a browser's fetches holds every route, not only the two measured in
 * Chromium. Each is the size reached, rounded up a little, so a route cannot grow back unnoticed; a raise says why
 * here. Raised by 1.8 to 2.0 kB on 2026-11-28 for every route: the first view is written into the HTML (the
 * theme's decision, the early calls of a signed-in page and the held taps) instead of one script file. Then by
 * 0.1 kB on the signed-in routes: the contract they load holds the route listing an exam's questions. Then by
 * 1.1 to 1.2 kB on the signed-in routes: the contract holds the nine routes changing an exam's questions, their
 * schemas and their error messages. Then by 0.2 kB on the mock exam's pages: their source preview opens at a
 * question and the contract's search hit names one. Then by 0.7 to 7 kB (most on the signed-in routes): the
 * contract holds the routes, schemas and messages of answers, votes, experts, comments, flags, AI drafts,
 * bookmarks and coverage; /archive's sidebar and list show coverage, the 有解答 / 待解答 filter and 已完成; /admin
 * has the 檢舉 tab's loader; /bookmarks is 我的收藏. Then by 0.1 to 0.7 kB: every page's shell asks for 我的檢舉's count (0.1 to 0.2 kB on a
 * guest's), and the signed-in start's user menu holds 我的檢舉 with its icon; /bookmarks shares its 收藏 star with
 * the answers beside a preview, which Rolldown splits into a chunk of its own. Then by 0.1 kB on the mock exam's
 * pages: the Markdown loader also hands a list the renderer's count of texts rendered (answers beside a preview
 * are drawn one a frame, each once its text is rendered in the Markdown worker). Then by 0.1 to 0.8 kB: the contract
 * holds the two routes of following courses (追蹤), and /archive draws 追蹤 and the followed courses; then by 0.1 kB
 * for noting a preview (最近瀏覽的考古題). Then by 1.0 to 19.3 kB: every signed-in page's shell stands the bell's button
 * in the top bar and the contract holds notifications, reports on exams and the duplicate check (3.5 to 5 kB on the
 * signed-in routes, 1.0 kB on a guest's); /archive's list offers 回報問題 on each row with its dialog, and the upload
 * wizard takes photos and asks about duplicates. Then by 0.1 to 2.4 kB: the contract holds the seven routes, schemas
 * and messages of wishes (許願池; 1.0 kB on the signed-in routes, 0.1 kB on a guest's, whose error catalogue and
 * labels name them); /archive draws a course's pool and asks which wishes an upload fulfils; /admin has the 許願池
 * tab's loader. Then by 0.2 to 0.9 kB for every route: the contract holds the e-mail settings of notifications and
 * the 取消訂閱 route, and the route tree names /unsubscribe (its page is a chunk of its own, a guest's first load of
 * it is /unsubscribe's budget). Then by 0.3 kB for every route: the light scheme's "light" buttons, badges and
 * alerts draw their text dark enough to read (4.5:1) on their hovered shade, as CSS variables the page's HTML
 * holds for each colour that needs it. Then by 0.1 to 0.6 kB for every route: the shell, the top bar, the archive
 * page, its sidebar, the viewer, the upload wizard and the admins' dialogs are split into components and hooks of
 * under 100 lines each, whose names and props the minifier keeps. Then by 0.1 kB on /admin and the mock exam's pages:
 * the contract's tokeniser (which they load for search's highlighting) skips Unicode normalisation for ASCII and
 * common ideographs, a third of the server's time reading a page. Then by 0.3 to 0.6 kB for every route: the
 * contract holds the seven routes, schemas and messages of 複習, and the route tree names /review; with those of
 * 模擬考 (six routes, its two lazy pages in the route tree) every route's first load is 0.9 to 2 kB above what it was
 * before both (2026-11-30).
 * Then on every page that loads the contract by what its eleven routes, schemas and messages of 主題 (the topic
 * tree and each question's tags) weigh, 0.6 to 1.8 kB. Then by 0.2 to 1.2 kB for every route: the contract holds
 * the route, schemas and message of 出題分析, and the route tree names its lazy page. Then by 0.2 to 1.6 kB: the
 * contract holds the six routes,
 * schemas and messages of 題單, the route tree names its two lazy pages, the user's menu lists 我的題單, and /archive
 * draws 加入題單 beside each question's 收藏 (2026-11-30).
 * Then by 4.5 to 5 kB on every route: the English interface's runtime (Lingui's core) and the zh-TW catalogue of
 * the top bar, the sign-in dialog and the landing, which every page draws; by about 0.9 kB on the pages of the
 * signed-in shell: review cards of mock exams' questions in the contract and 加入複習 on a mock exam; /topics by
 * 16.6 kB more, whose editors' tools (edit and delete dialogs, JSON import and export) load with the tree for
 * every reader; /review by 5.5 kB, whose card now draws the question's region and typesets its answer. Then by
 * 0.3 kB: the prerendered page draws the language switch's icon for a phone (2026-11-30). Then by 0.1 to 0.7 kB
 * (2026-11-30): the contract holds the route of 依主題加入 with its messages and AI 推薦's limit, and the catalogues
 * of areas; /topics/$topicId by 2.4 kB with 用這些題目建立題單, /worksheets/$worksheetId by 17.8 kB with
 * 依主題加入 (Mantine's Select and the topic tree's query) and the worksheets' catalogue. Then by 0.7 to 2.4 kB
 * (2026-11-30): the words of 16 areas move to their catalogues, each message's id and compiled form beside its text
 * (a catalogue costs about a third more than the literals it replaces); a guest's page by 1.0 kB, with the bell's
 * name in the core and the statistics' words on the landing page. Then every route lowered by about 1.6 kB: the
 * messages are filled by interpolate.ts instead of Lingui's runtime (2026-11-30). Then by 0.7 to 5.5 kB: the words
 * of the archives' pages, admin, the answers, the PDF viewer and the account dialogs move to their catalogues.
 * Then by 0.2 to 7.0 kB (2026-11-30): every remaining screen's words move to their catalogues (the mock exam's, the
 * forms', the issue report's and the web app's own toasts and titles), the words every screen shares (取消, 儲存,
 * 載入更多, the network's and the server's failures) join the core, the contract's labels are read through
 * useLabels(); a guest's page by 0.7 kB with those core words (the sign-in catalogue, which a failed 登出所有裝置
 * had pulled into it, left again); /review by 7.0 kB, whose cards name a mock exam's questions and points with
 * the mock exam's catalogue. Then the guest's pages lowered by 2.7 to 2.8 kB and the signed-in ones
 * by 0.6 to 0.9 kB (2026-11-30): the contract's labels leave the first load for the contract's chunk, which only
 * pages calling the API fetch (useLabels lives apart from the translator, the English labels' loader apart from
 * zh-TW's, and an address's exam type is checked against the contract's list of types rather than their labels),
 * and 公告's button names itself with the core's words, its catalogue loading with the announcements' panels.
 * Then by 0.3 kB for every route (2026-11-30): the top bar draws a signed-in user's features and 登出 as icons
 * naming themselves on hover and focus until the window is wide enough for their names in the active language
 * (zh-TW from 1,408px, English from 1,728px), where English names had pushed the title out and the controls at
 * the start over each other; the search field keeps 8rem.
 * Then, on 2026-12-01, by 28.8 to 50.9 kB on the signed-in routes other than /archive, and /archive lowered by 20.1
 * kB: what a signed-in start fetches beyond the first load (the top bar's menus, the archive page's modules and the
 * Mantine components and styles they use) is one chunk (build/first-load-chunk.ts) where Rolldown cut it into some
 * 60 files, so a visit to /archive fetches 65 files where it fetched 123, over HTTP/1.1 a round trip apiece. A first
 * visit straight to another signed-in page fetches that chunk whole where it took the parts it shares, and has it
 * for /archive, the page a signed-in visitor lands on and returns to. Then by 0.8 to 4.3 kB for every route but /
 * and /login/callback: what the landing page fetches once drawn (its figures, its announcements, and the badges,
 * skeletons and formats they share with the signed-in pages) is one chunk where it was some twenty files, which the
 * signed-in chunk imports whole; a guest's / fetches 10 files where it fetched 25. Then by 7.9 to 11.5 kB on /admin,
 * /courses/$courseId/fingerprint, /exams/$taskId/print, /practice/$archiveId/$attemptId, /review, /topics/$topicId,
 * /worksheets/$worksheetId: what the archive page fetches once drawn and other signed-in pages need to start
 * (Mantine's modal, scroll area and the like: 12 kB) is one chunk, which each of those pages fetches whole where it
 * took its parts, in fewer files.
 */
export const ROUTE_BUDGETS: Record<string, number> = {
  '/': 163_900,
  // Then by 0.3 kB: the sign-in words are a catalogue of their own, fetched with this page's chunk.
  '/login/callback': 165_100,
  '/archive': 335_800,
  '/admin': 370_000,
  '/exams': 360_600,
  '/exams/$taskId': 366_000,
  '/exams/$taskId/print': 353_600,
  // Then by 0.8 kB: 全部加入複習 beside the title and its mutation.
  '/bookmarks': 338_500,
  // 模擬考's pages, lazy routes of their own: the start with 上次模擬考, and the attempt (pdf.js loads after it,
  // when its questions are drawn).
  '/practice/$archiveId': 351_600,
  '/practice/$archiveId/$attemptId': 359_300,
  // 主題's index and a topic's page: the signed-in shell, the contract and their own chunks, like 我的收藏.
  '/topics': 355_300,
  '/topics/$topicId': 349_500,
  // 複習: one card at a time, with the review's components and each course's 考試日期 (2026-11-30).
  '/review': 357_500,
  // 出題分析: the heatmap and its table, a lazy route of its own like a topic's page.
  '/courses/$courseId/fingerprint': 357_300,
  // 題單: 我的題單 and a worksheet's page, lazy routes like 我的收藏's, with the worksheets' components.
  '/worksheets': 337_200,
  '/worksheets/$worksheetId': 351_100,
  // A guest's shell, plus the contract, zod and the HTTP client for its one call (取消訂閱 at once, on arrival).
  // Raised from 212.6 kB by 10.3 kB on 2026-11-30: the contract is one chunk (build/contract-chunk.ts), of which
  // this page needs a part, while every page calling the API fetches one file for it where it fetched ten.
  // Then by 0.2 kB: the contract holds the route, schemas and messages of 相似題; by 1.4 kB: those of 模擬考 (six
  // routes, their schemas and five messages); by 1.0 kB: those of 複習; by 1.8 kB, those of 主題. The route list of every page grows by
  // 模擬考's two lazy routes, /review and 主題's two.
  '/unsubscribe': 242_100,
};
