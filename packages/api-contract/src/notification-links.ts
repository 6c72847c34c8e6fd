// Where notifications lead that the web app opens over the page rather than as a page of their own. A file of its
// own, free of zod, so the app's shell can compare a link without loading the contract's schemas.

/** Where a notification about an announcement leads: 公告中心. */
export const ANNOUNCEMENT_CENTER_LINK = '/announcements';

/** Where a notification about one's own reports leads: 我的檢舉. */
export const MY_REPORTS_LINK = '/my-reports';

/** Where a notification about one archive leads: its course on the archive page, with its preview open. */
export const archiveLink = (courseId: number, archiveId: number) =>
  `/archive?course=${courseId}&archive=${archiveId}`;
