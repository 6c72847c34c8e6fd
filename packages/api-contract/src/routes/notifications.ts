import { z } from 'zod';
import { binary, json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam } from '../schemas/common.ts';
import { streamTicketSchema } from '../schemas/discussion.ts';
import {
  notificationEventsQuerySchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  notificationUnreadSchema,
  notificationUnsubscribeBodySchema,
  notificationUnsubscribedSchema,
  notificationUnsubscribeQuerySchema,
} from '../schemas/notification.ts';

const notifications = routeGroup({ tags: ['notifications'], params: z.object({ id: idParam }) });

export const listNotifications = notifications.user('get', '/notifications', {
  summary: '我的通知：最新的 20 則，或 before 之前較早的一頁',
  query: notificationListQuerySchema,
  responses: { 200: json(notificationPageSchema, '一頁通知，最新的在前') },
});

export const unreadNotifications = notifications.user('get', '/notifications/unread', {
  summary: '未讀通知數（通知鈴）',
  responses: { 200: json(notificationUnreadSchema, '未讀數') },
});

export const markNotificationRead = notifications.user('post', '/notifications/{id}/read', {
  summary: '將我的一則通知標為已讀',
  responses: { 200: json(notificationUnreadSchema, '標記後的未讀數') },
  errors: ['notification_not_found'],
});

export const markAllNotificationsRead = notifications.user('post', '/notifications/read-all', {
  summary: '將我的通知全部標為已讀',
  responses: { 200: json(notificationUnreadSchema, '標記後的未讀數（0）') },
});

export const getNotificationSettings = notifications.user('get', '/notifications/settings', {
  summary: '我的通知設定：每種通知為站內、電子郵件或關閉（未設定者為站內），以及電子郵件逐則寄送或每日摘要',
  responses: { 200: json(notificationSettingsSchema, '通知設定') },
});

export const setNotificationSettings = notifications.user('put', '/notifications/settings', {
  summary:
    '修改我的通知設定（只改列出的種類與寄送頻率）；電子郵件的通知也留在通知鈴，伺服器未設定寄信時不能選電子郵件',
  body: { encoding: 'json', schema: notificationSettingsInputSchema },
  responses: { 200: json(notificationSettingsSchema, '修改後的通知設定') },
  errors: ['mail_unavailable'],
});

export const notificationStreamTicket = notifications.user('post', '/notifications/ticket', {
  summary: '開啟通知即時串流的憑證（EventSource 無法帶 Authorization 標頭），一分鐘內有效',
  responses: { 200: json(streamTicketSchema, '憑證') },
});

export const notificationEventStream = notifications.guest('get', '/notifications/events', {
  summary: '我的通知的即時串流（Server-Sent Events）：開啟時與每次新增或讀取通知時送出未讀數。以憑證代替登入',
  query: notificationEventsQuerySchema,
  responses: { 200: binary('text/event-stream', '事件串流，每 25 秒一則註解維持連線') },
  errors: ['unauthorized'],
});

export const unsubscribeNotificationMail = notifications.guest('post', '/notifications/unsubscribe', {
  summary:
    '通知信的取消訂閱（免登入）：以信中的簽章憑證將該種通知改為只在站內；也接受 RFC 8058 的一鍵取消訂閱（List-Unsubscribe=One-Click）',
  query: notificationUnsubscribeQuerySchema,
  body: { encoding: 'form', schema: notificationUnsubscribeBodySchema },
  responses: { 200: json(notificationUnsubscribedSchema, '已停止以電子郵件寄送的通知種類') },
  errors: ['unsubscribe_link_invalid'],
});
