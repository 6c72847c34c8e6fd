// Where notifications lead that the web app opens over the page rather than as a page of their own. A file of its
// own, free of zod, so the app's shell can compare a link without loading the contract's schemas.

/** Where a notification about an announcement leads: 公告中心. */
export const ANNOUNCEMENT_CENTER_LINK = '/announcements';

/** Where a notification about one's own reports leads: 我的檢舉. */
export const MY_REPORTS_LINK = '/my-reports';

/** The archive page showing a course with one archive's preview open: where a notification about an archive leads. */
export const archiveLink = (courseId: number, archiveId: number) =>
  `/archive?course=${courseId}&archive=${archiveId}`;

/** The same preview scrolled to one of its questions: where a notification about an answer or a comment leads. */
export const questionLink = (courseId: number, archiveId: number, questionId: number) =>
  `${archiveLink(courseId, archiveId)}&question=${questionId}`;

/** The archive page itself: where a notification leads whose exam is no longer shown (a refused upload). */
export const ARCHIVE_PAGE_LINK = '/archive';

/** The page a notification mail's 取消訂閱 link opens, with `?token=`: it needs no sign-in. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
