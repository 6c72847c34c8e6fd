import { MY_REPORTS_LINK, type Notification, type NotificationSettings } from '@pastexam/api-contract';

/** The moment stories and tests call now: 2026-06-03 10:00 in Taipei. */
export const SAMPLE_NOW = Date.parse('2026-06-03T02:00:00.000Z');

/** Notifications of today, yesterday and an earlier day, newest first; the two newest unread. */
export const sampleNotifications: Notification[] = [
  {
    id: 5,
    kind: 'important_announcement',
    title: '重要公告：期末考週圖書館延長開放',
    body: null,
    link: '/announcements',
    created_at: '2026-06-03T01:30:00.000Z',
    read: false,
  },
  {
    id: 4,
    kind: 'answer_activity',
    title: '有人回覆了你在「資料結構 112 期中考」第 3 題的解答',
    body: '「第二小題的遞迴式少了一項」',
    link: '/archive?course=3&archive=7',
    created_at: '2026-06-03T00:10:00.000Z',
    read: false,
  },
  {
    id: 3,
    kind: 'wish_fulfilled',
    title: '你許願的「演算法 111 期末考」已上傳',
    body: null,
    link: '/archive?course=5&archive=12',
    created_at: '2026-06-02T09:00:00.000Z',
    read: true,
  },
  {
    id: 2,
    kind: 'report_resolved',
    title: '你回報的「期中考」已處理：已修正',
    body: null,
    link: MY_REPORTS_LINK,
    created_at: '2026-05-28T08:30:00.000Z',
    read: true,
  },
];

/** A refused upload: its exams, then the admin's reason, on a line of its own. */
export const refusedUpload: Notification = {
  id: 6,
  kind: 'upload_reviewed',
  title: '你上傳到「量子計算導論」的考古題未通過審核，已被移除',
  body: '112 學年度 期中考\n原因：課名有誤，請選擇既有課程後重新上傳',
  link: '/archive',
  created_at: '2026-06-03T01:50:00.000Z',
  read: false,
};

/** Forty notifications, one every six hours back from SAMPLE_NOW: a panel that scrolls and pages. */
export const manyNotifications: Notification[] = Array.from({ length: 40 }, (_, index) => ({
  id: 100 - index,
  kind: 'followed_course_archive',
  title: `你追蹤的「計算機組織」有新的考古題（第 ${40 - index} 份）`,
  body: null,
  link: `/archive?course=8&archive=${200 - index}`,
  created_at: new Date(SAMPLE_NOW - (index + 1) * 6 * 3_600_000).toISOString(),
  read: index > 4,
}));

/** Every kind 站內 but answers' activity (off) and reports (e-mail, mailed each alone). */
export const sampleSettings: NotificationSettings = {
  mail_frequency: 'each',
  wish_fulfilled: 'app',
  followed_course_archive: 'app',
  answer_activity: 'off',
  answer_endorsed: 'app',
  upload_reviewed: 'app',
  report_resolved: 'email',
  important_announcement: 'app',
};
