import { z } from 'zod';
import { idValue } from './common.ts';
import { multiLine, singleLine } from './text.ts';

/** product §8.10: the longest title and body of an announcement, in characters. */
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 10_000;
/** How many announcements one page of 公告中心 or of 公告管理 holds at most. */
export const ANNOUNCEMENT_PAGE_MAX = 100;
/** How many announcements one call marks as seen at most: a page of 公告中心 is far fewer. */
export const ANNOUNCEMENT_SEEN_MAX = 100;

/** 一般 or 重要 (product §8.10). */
export const announcementImportanceSchema = z
  .enum(['normal', 'important'], { error: '重要性只能是「一般」或「重要」' })
  .meta({ id: 'AnnouncementImportance' });
export type AnnouncementImportance = z.infer<typeof announcementImportanceSchema>;

/**
 * Where an announcement stands for readers now: `shown` (on, and within its window), `scheduled` (on, its
 * start still ahead), `ended` (on, its end passed) or `off`.
 */
export const announcementStatusSchema = z
  .enum(['shown', 'scheduled', 'ended', 'off'], { error: '狀態只能是顯示中、尚未開始、已結束或已停用' })
  .meta({ id: 'AnnouncementStatus' });
export type AnnouncementStatus = z.infer<typeof announcementStatusSchema>;

/** A title: one line, 1 to 150 characters once trimmed (the original system's notices obey it too). */
export const announcementTitleSchema = singleLine('公告標題')
  .min(1, '請輸入公告標題')
  .max(ANNOUNCEMENT_TITLE_MAX, `公告標題最多 ${ANNOUNCEMENT_TITLE_MAX} 個字`);

/** A body in Markdown: line breaks and tabs, no other control character, 1 to 10,000 characters once trimmed. */
export const announcementBodySchema = multiLine('公告內容')
  .min(1, '請輸入公告內容')
  .max(ANNOUNCEMENT_BODY_MAX, `公告內容最多 ${ANNOUNCEMENT_BODY_MAX} 個字`);

const TIME_MESSAGE = '時間格式不正確';
/** An instant with its offset, e.g. `2026-03-01T09:00:00+08:00`. */
const instant = z.string().datetime({ offset: true, message: TIME_MESSAGE });

/** True when the window is open-ended on either side, or ends after it starts. */
export const endsAfterStart = (window: { starts_at?: string | null; ends_at?: string | null }) =>
  !window.starts_at || !window.ends_at || Date.parse(window.ends_at) > Date.parse(window.starts_at);
export const ENDS_BEFORE_START_MESSAGE = '結束時間必須晚於開始時間';

/**
 * POST and PUT /admin/announcements: the whole announcement. Without a start it is shown from now on, without an
 * end until it is switched off.
 */
export const announcementInputSchema = z
  .object({
    title: announcementTitleSchema,
    body: announcementBodySchema,
    importance: announcementImportanceSchema.default('normal'),
    active: z.boolean().default(true),
    starts_at: instant.nullable().default(null),
    ends_at: instant.nullable().default(null),
  })
  .refine(endsAfterStart, { message: ENDS_BEFORE_START_MESSAGE, path: ['ends_at'] })
  .meta({ id: 'AnnouncementInput' });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
export type AnnouncementValues = z.output<typeof announcementInputSchema>;

/** What every reader of an announcement is given, whoever they are. */
const announcementText = {
  id: z.number().int(),
  title: z.string(),
  body: z.string().meta({ description: 'Markdown' }),
  importance: announcementImportanceSchema,
};

/** An announcement as everyone reads it: in 公告中心, on the home page, in the dialog after sign-in. */
export const announcementSchema = z
  .object({
    ...announcementText,
    /** When it began to be shown: its start, or when it was written if that was later. */
    published_at: z.string().datetime(),
    /** Until when it is shown; null when it has no end. */
    ends_at: z.string().datetime().nullable(),
    /** Whether the signed-in caller has seen it; null for a guest. */
    seen: z.boolean().nullable(),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;

const pageMessage = '頁碼需為正整數';
const page = z.coerce.number().int(pageMessage).min(1, pageMessage).max(100_000, pageMessage).default(1);
const limitMessage = `每頁筆數需為 1 到 ${ANNOUNCEMENT_PAGE_MAX}`;
const limit = (fallback: number) =>
  z.coerce
    .number()
    .int(limitMessage)
    .min(1, limitMessage)
    .max(ANNOUNCEMENT_PAGE_MAX, limitMessage)
    .default(fallback);

/** GET /announcements: one page of those shown now, newest first; `total` counts every one shown now. */
export const announcementListQuerySchema = z.object({ page, limit: limit(10) });
export type AnnouncementListQuery = z.input<typeof announcementListQuerySchema>;

/** One page of a list, and how many the whole list holds, on every page together. */
const listPage = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ items: z.array(item), total: z.number().int() }).meta({ id });

export const announcementPageSchema = listPage(announcementSchema, 'AnnouncementPage');
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/** GET /announcements/active: those shown now, newest first, of one importance if asked. */
export const activeAnnouncementsQuerySchema = z.object({
  importance: announcementImportanceSchema.optional(),
  limit: limit(20),
});
export type ActiveAnnouncementsQuery = z.input<typeof activeAnnouncementsQuerySchema>;

export const announcementListSchema = z
  .object({ items: z.array(announcementSchema) })
  .meta({ id: 'AnnouncementList' });
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** GET /announcements/unread: the unread dot, and the announcement that opens by itself after sign-in. */
export const announcementUnreadSchema = z
  .object({
    /** How many of those shown now the caller has not seen. */
    unread_count: z.number().int(),
    /**
     * The newest one shown now, with whether the caller has seen it: unseen, it opens once after sign-in. Null
     * when none is shown.
     */
    newest: announcementSchema.nullable(),
  })
  .meta({ id: 'AnnouncementUnread' });
export type AnnouncementUnread = z.infer<typeof announcementUnreadSchema>;

/** POST /announcements/seen: the announcements the caller was shown (a page of 公告中心, the dialog). */
export const announcementSeenSchema = z.object({
  ids: z
    .array(idValue)
    .min(1, '請指定已讀的公告')
    .max(ANNOUNCEMENT_SEEN_MAX, `一次最多標記 ${ANNOUNCEMENT_SEEN_MAX} 則公告`),
});
export type AnnouncementSeen = z.input<typeof announcementSeenSchema>;

/** An announcement as 公告管理 shows it: everything it was written with, and where it stands now. */
export const adminAnnouncementSchema = z
  .object({
    ...announcementText,
    active: z.boolean(),
    starts_at: z.string().datetime().nullable(),
    ends_at: z.string().datetime().nullable(),
    status: announcementStatusSchema,
    created_at: z.string().datetime(),
    updated_at: z.string().datetime(),
  })
  .meta({ id: 'AdminAnnouncement' });
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/** GET /admin/announcements: newest first, narrowed by a search of title and body and the filters. */
export const adminAnnouncementQuerySchema = z.object({
  /** Part of the title or the body, any case. */
  q: singleLine('搜尋內容').max(100, '搜尋內容最多 100 個字').optional(),
  importance: announcementImportanceSchema.optional(),
  status: announcementStatusSchema.optional(),
  page,
  limit: limit(10),
});
export type AdminAnnouncementQuery = z.input<typeof adminAnnouncementQuerySchema>;

/** `total`: how many pass the search and filters. */
export const adminAnnouncementPageSchema = listPage(adminAnnouncementSchema, 'AdminAnnouncementPage');
export type AdminAnnouncementPage = z.infer<typeof adminAnnouncementPageSchema>;
