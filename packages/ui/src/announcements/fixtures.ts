import type { AdminAnnouncement, Announcement } from '@pastexam/api-contract';

/** The announcements stories and tests show, newest first: one 重要 unread, one 一般 seen, one with a long body. */
export const sampleAnnouncements: Announcement[] = [
  {
    id: 3,
    title: '期末考週圖書館延長開放',
    body: '6 月 9 日至 6 月 20 日，圖書館開放到**晚上 12 點**。\n\n- 請攜帶學生證\n- 自習室需先[線上預約](https://library.example.edu)',
    importance: 'important',
    published_at: '2026-06-01T01:00:00.000Z',
    ends_at: '2026-06-20T15:59:00.000Z',
    seen: false,
  },
  {
    id: 2,
    title: '系統維護通知',
    body: '6 月 5 日凌晨 2 點到 4 點系統維護，期間無法下載考古題。',
    importance: 'normal',
    published_at: '2026-05-28T08:30:00.000Z',
    ends_at: null,
    seen: true,
  },
  {
    id: 1,
    title: '考古題上傳規範',
    body: [
      '## 上傳前請確認',
      '',
      ...Array.from(
        { length: 12 },
        (_, index) => `${index + 1}. 第 ${index + 1} 條規範：檔案須為 PDF，並清楚標示學年度與考試類型。`,
      ),
      '',
      '```c',
      'int main(void) { return 0; }',
      '```',
      '',
      '如有疑問，請用「問題回報」告訴我們。',
    ].join('\n'),
    importance: 'normal',
    published_at: '2026-02-15T02:00:00.000Z',
    ends_at: null,
    seen: true,
  },
];

const [important, normal, long] = sampleAnnouncements as [Announcement, Announcement, Announcement];

export { important as importantAnnouncement, long as longAnnouncement, normal as normalAnnouncement };

/** The same announcements as 公告管理 lists them, plus one scheduled and one switched off. */
export const sampleAdminAnnouncements: AdminAnnouncement[] = [
  {
    id: 5,
    title: '暑假期間系辦時間調整',
    body: '7 月起系辦只在週一到週四開放。',
    importance: 'normal',
    active: true,
    starts_at: '2026-06-30T16:00:00.000Z',
    ends_at: '2026-08-31T15:59:00.000Z',
    status: 'scheduled',
    created_at: '2026-06-02T03:00:00.000Z',
    updated_at: '2026-06-02T03:00:00.000Z',
  },
  {
    id: 4,
    title: '舊版系統停用',
    body: '舊版考古題系統已停止服務。',
    importance: 'important',
    active: false,
    starts_at: null,
    ends_at: null,
    status: 'off',
    created_at: '2026-05-30T03:00:00.000Z',
    updated_at: '2026-06-01T03:00:00.000Z',
  },
  ...sampleAnnouncements.map(
    (announcement): AdminAnnouncement => ({
      id: announcement.id,
      title: announcement.title,
      body: announcement.body,
      importance: announcement.importance,
      active: true,
      starts_at: null,
      ends_at: announcement.ends_at,
      status: 'shown',
      created_at: announcement.published_at,
      updated_at: announcement.published_at,
    }),
  ),
];
