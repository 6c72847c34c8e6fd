/**
 * Every query key of the app, in one place, so a mutation names exactly the lists it changes and two features
 * asking for the same data share one cache entry. Keys start with their area, so invalidating `['courses']`
 * refreshes the course list and every course's archives.
 */
export const queryKeys = {
  config: ['config'] as const,
  me: ['users', 'me'] as const,
  statistics: ['statistics'] as const,
  courses: ['courses'] as const,
  courseArchives: (courseId: number) => ['courses', courseId, 'archives'] as const,
  archiveOverview: ['archives', 'overview'] as const,
  /** An archive's discussion, page by page (kept current by its event stream). */
  archiveMessages: (archiveId: number) => ['archive-messages', archiveId] as const,
  /** An archive's questions in order, with whether they are locked and what the reader may do. */
  archiveQuestions: (archiveId: number) => ['archive-questions', archiveId] as const,
  /** 編輯紀錄 of an archive's questions. */
  archiveQuestionHistory: (archiveId: number) => ['archive-questions', archiveId, 'history'] as const,
  /** Every question's 相似題 of an archive: a change to its questions changes what they are compared by. */
  archiveSimilarQuestions: (archiveId: number) => ['archive-questions', archiveId, 'similar'] as const,
  similarQuestions: (archiveId: number, questionId: number) =>
    ['archive-questions', archiveId, 'similar', questionId] as const,
  /** The department's topic tree. */
  topics: ['topics'] as const,
  /** A topic's page: its questions across courses, exams and years. */
  topicPage: (topicId: string) => ['topics', topicId, 'questions'] as const,
  /** A course's 出題分析, of every professor (null) or one: under the topics, so a changed tag asks it again. */
  fingerprint: (courseId: number, professor: string | null) =>
    ['topics', 'fingerprint', courseId, professor] as const,
  /** A question's 主題. */
  questionTopics: (archiveId: number, questionId: number) =>
    ['archive-questions', archiveId, 'topics', questionId] as const,
  /** An archive's answers, question by question (kept current by its event stream). */
  archiveAnswers: (archiveId: number) => ['archive-answers', archiveId] as const,
  /** One answer's comments and earlier versions. */
  answerComments: (answerId: number) => ['answer', answerId, 'comments'] as const,
  answerVersions: (answerId: number) => ['answer', answerId, 'versions'] as const,
  search: (query: object) => ['search', query] as const,
  adminCourses: ['admin', 'courses'] as const,
  adminUsers: ['admin', 'users'] as const,
  adminTrash: ['admin', 'trash'] as const,
  adminAudit: (query: object) => ['admin', 'audit', query] as const,
  adminSearchStatus: ['admin', 'search-status'] as const,
  /** 檢舉's lists, open and resolved. */
  adminFlagLists: ['admin', 'flags'] as const,
  adminFlags: (state: 'open' | 'resolved') => ['admin', 'flags', state] as const,
  /** 我的檢舉, with its unseen outcomes counted. */
  myFlags: ['users', 'me', 'flags'] as const,
  /** 檢舉's exam reports, open and resolved. */
  adminArchiveReportLists: ['admin', 'archive-reports'] as const,
  adminArchiveReports: (state: 'open' | 'resolved') => ['admin', 'archive-reports', state] as const,
  /** 我的檢舉's exam reports, with their unseen outcomes counted. */
  myArchiveReports: ['users', 'me', 'archive-reports'] as const,
  /** The user's AI drafts of one question (請 AI 試答). */
  aiDrafts: (questionId: number) => ['ai-drafts', questionId] as const,
  /** Every page of 公告管理, whatever its search and filters. */
  adminAnnouncementPages: ['admin', 'announcements'] as const,
  adminAnnouncements: (query: object) => ['admin', 'announcements', query] as const,
  /** Every list of announcements readers see: 公告中心's pages, the home page's, the unread state. */
  announcements: ['announcements'] as const,
  announcementPage: (query: object) => ['announcements', 'page', query] as const,
  importantAnnouncements: ['announcements', 'important'] as const,
  unreadAnnouncements: ['announcements', 'unread'] as const,
  /** Every list of the user's notifications: the bell's pages, its count, 通知設定. */
  notifications: ['notifications'] as const,
  /** The bell's pages, newest first (kept current by the user's notification stream). */
  notificationPages: ['notifications', 'pages'] as const,
  unreadNotifications: ['notifications', 'unread'] as const,
  notificationSettings: ['notifications', 'settings'] as const,
  apiKey: ['ai-exam', 'api-key'] as const,
  /** 模擬考 on an archive: its default length and the user's attempts. */
  practiceOverview: (archiveId: number) => ['practice', 'archive', archiveId] as const,
  /** One of the user's 模擬考 attempts. */
  practiceAttempt: (attemptId: number) => ['practice', 'attempt', attemptId] as const,
  aiTask: (taskId: string) => ['ai-exam', 'task', taskId] as const,
  myExams: ['ai-exam', 'tasks'] as const,
  /** 我的收藏: the reader's own bookmarked questions. */
  myBookmarks: ['progress', 'bookmarks'] as const,
  /** The questions of the reader's review deck (複習), for the 加入複習 toggles. */
  reviewDeck: ['review', 'deck'] as const,
  /** Today's review queue, by the reader's Taipei day. */
  reviewQueue: (day: string) => ['review', 'queue', day] as const,
  /** The courses of the deck with their exam dates. */
  reviewCourses: ['review', 'courses'] as const,
  /** 我的題單: the reader's own worksheets. */
  myWorksheets: ['worksheets', 'mine'] as const,
  /** One worksheet, the reader's or another's opened by its link. */
  worksheet: (id: string) => ['worksheets', 'one', id] as const,
  /** The archives the reader marked 已完成. */
  myCompletions: ['progress', 'completions'] as const,
  /** The courses the reader follows (追蹤). */
  myFollows: ['follows'] as const,
  /** Every list of wishes (許願池): a course's, the reader's own, the admins' most wished-for. */
  wishes: ['wishes'] as const,
  courseWishes: (courseId: number) => ['wishes', 'course', courseId] as const,
  adminWishes: ['wishes', 'admin'] as const,
  myWishes: ['wishes', 'mine'] as const,
};
