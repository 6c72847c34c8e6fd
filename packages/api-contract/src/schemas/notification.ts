import { z } from 'zod';

import { idField } from './common.ts';
import { singleLine } from './text.ts';

export {
  ANNOUNCEMENT_CENTER_LINK,
  ARCHIVE_PAGE_LINK,
  archiveLink,
  MY_REPORTS_LINK,
  questionLink,
  UNSUBSCRIBE_PAGE,
} from '../notification-links.ts';

/** How many notifications one page of the bell's list holds: the newest first, then older ones by `before`. */
export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * What a notification is about. Every kind is declared now, so each user's settings name them all,
 * whether or not anything makes that kind yet.
 */
export const notificationKindSchema = z
  .enum(
    [
      'wish_fulfilled',
      'followed_course_archive',
      'answer_activity',
      'answer_endorsed',
      'upload_reviewed',
      'report_resolved',
      'important_announcement',
    ],
    { error: '沒有這種通知' },
  )
  .meta({ id: 'NotificationKind' });
export type NotificationKind = z.infer<typeof notificationKindSchema>;
export const NOTIFICATION_KINDS = notificationKindSchema.options;

/**
 * How a user gets one kind: `app` (in the bell, the default), `email` (in the bell and by e-mail, when the
 * server can send mail) or `off` (nothing is made).
 */
export const notificationDeliverySchema = z
  .enum(['app', 'email', 'off'], { error: '通知方式只能是站內、電子郵件或關閉' })
  .meta({ id: 'NotificationDelivery' });
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;

/** An in-app path (`/archive?course=3&archive=7`, `/announcements`): never another site. */
export const notificationLinkSchema = z
  .string()
  .regex(/^\/(?![/\\])/, '通知的連結必須是站內路徑')
  .max(500, '通知的連結太長');

/** One notification as its owner sees it; the title is a sentence the server wrote in zh-TW. */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: notificationKindSchema,
    title: z.string(),
    /** More detail under the title; null when the title says it all. */
    body: z.string().nullable(),
    link: notificationLinkSchema,
    created_at: z.string().datetime(),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: the newest page, or the page of notifications older than `before`. */
export const notificationListQuerySchema = z.object({ before: idField.optional() });
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = z
  .object({
    /** Newest first. */
    items: z.array(notificationSchema),
    /** Whether older ones exist: ask again with `before` = the last one's id. */
    has_more: z.boolean(),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The bell's count: how many of the caller's notifications are unread. */
export const notificationUnreadSchema = z
  .object({ unread_count: z.number().int() })
  .meta({ id: 'NotificationUnread' });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

const settingsShape = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, value])) as Record<NotificationKind, T>;

/**
 * How the kinds a user set to `email` are mailed: `each` notification on its own soon after it is made (the
 * default), or one `daily` digest listing those of the last day.
 */
export const notificationMailFrequencySchema = z
  .enum(['each', 'daily'], { error: '寄送頻率只能是逐則寄送或每日摘要' })
  .meta({ id: 'NotificationMailFrequency' });
export type NotificationMailFrequency = z.infer<typeof notificationMailFrequencySchema>;

/** Each kind's delivery for the caller (a kind never set is `app`), and how e-mailed kinds are sent. */
export const notificationSettingsSchema = z
  .object({ ...settingsShape(notificationDeliverySchema), mail_frequency: notificationMailFrequencySchema })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /notifications/settings: the kinds (and frequency) to change; those left out keep what they were. */
export const notificationSettingsInputSchema = z
  .strictObject(
    {
      ...settingsShape(notificationDeliverySchema.optional()),
      mail_frequency: notificationMailFrequencySchema.optional(),
    },
    { error: '沒有這種通知' },
  )
  .meta({ id: 'NotificationSettingsInput' });
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>;

/** GET /notifications/events: opened with a ticket, as an EventSource cannot send a bearer token. */
export const notificationEventsQuerySchema = z.object({
  ticket: singleLine('ticket', { trim: false }).min(1, '缺少串流憑證').max(2000, '串流憑證不正確'),
});
export type NotificationEventsQuery = z.input<typeof notificationEventsQuerySchema>;

/**
 * The one event of the caller's notification stream, by its SSE `event:` name: sent when the stream opens and
 * whenever one of the caller's notifications is made or read, on any replica.
 */
export const notificationEvents = { unread: 'notification-unread' } as const;

/** What `notification-unread` carries: the count now, and the notification just made, if that is why. */
export const notificationUnreadEventSchema = z
  .object({ unread_count: z.number().int(), notification: notificationSchema.nullable() })
  .meta({ id: 'NotificationUnreadEvent' });
export type NotificationUnreadEvent = z.infer<typeof notificationUnreadEventSchema>;

/** GET /config `notifications`: whether this server can send mail (SMTP_URL is set); without it `email` is not offered. */
export const notificationConfigSchema = z
  .object({ email_available: z.boolean() })
  .meta({ id: 'NotificationConfig' });
export type NotificationConfig = z.infer<typeof notificationConfigSchema>;

/** The signed token of a mail's 取消訂閱 link: it names one user and the mail's kinds, and needs no sign-in. */
export const notificationUnsubscribeQuerySchema = z.object({
  token: singleLine('token', { trim: false }).min(1, '缺少取消訂閱的憑證').max(500, '取消訂閱的連結無效'),
});
export type NotificationUnsubscribeQuery = z.input<typeof notificationUnsubscribeQuerySchema>;

/**
 * POST /notifications/unsubscribe: RFC 8058's one-click body (`List-Unsubscribe=One-Click`) from a mail program,
 * or nothing from the web page; either way the token in the query decides.
 */
export const notificationUnsubscribeBodySchema = z.object({
  'List-Unsubscribe': z
    .literal('One-Click', { error: '一鍵取消訂閱的內容必須是 List-Unsubscribe=One-Click' })
    .optional(),
});
export type NotificationUnsubscribeBody = z.input<typeof notificationUnsubscribeBodySchema>;

/** What was unsubscribed: these kinds (one, or a digest's several) are no longer mailed; they stay in the bell. */
export const notificationUnsubscribedSchema = z
  .object({ kinds: z.array(notificationKindSchema) })
  .meta({ id: 'NotificationUnsubscribed' });
export type NotificationUnsubscribed = z.infer<typeof notificationUnsubscribedSchema>;
