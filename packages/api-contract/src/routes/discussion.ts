import { z } from 'zod';
import { binary, json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { idParam } from '../schemas/common.ts';
import {
  discussionMessageSchema,
  messageEventsQuerySchema,
  messageInputSchema,
  messageListQuerySchema,
  messagePageSchema,
  streamTicketSchema,
} from '../schemas/discussion.ts';

const discussion = routeGroup({ tags: ['discussion'], params: z.object({ aid: idParam }) });
const message = routeGroup({ tags: ['discussion'], params: z.object({ aid: idParam, mid: idParam }) });

export const listMessages = discussion.user('get', '/archives/{aid}/messages', {
  summary: '考古題的討論：最新的 50 則留言，或 before 之前較早的一頁（已刪除的留言保留位置，不含內容）',
  query: messageListQuerySchema,
  responses: { 200: json(messagePageSchema, '一頁留言，最新的在前') },
  errors: ['archive_not_found'],
});

export const postMessage = discussion.user('post', '/archives/{aid}/messages', {
  summary: '在考古題的討論中留言（純文字，最多 500 字；每人 10 秒內最多 5 則）',
  body: { encoding: 'json', schema: messageInputSchema },
  responses: { 201: json(discussionMessageSchema, '已留言') },
  errors: ['archive_not_found', 'message_rate_limited'],
});

export const deleteMessage = message.ownerOrAdmin('delete', '/archives/{aid}/messages/{mid}', {
  summary: '刪除留言（留言者或管理員）：留言標示為已刪除並清除內容',
  responses: { 200: json(discussionMessageSchema, '已刪除的留言') },
  errors: ['message_not_found', 'not_message_author'],
});

export const messageStreamTicket = discussion.user('post', '/archives/{aid}/messages/ticket', {
  summary: '開啟討論即時串流的憑證（EventSource 無法帶 Authorization 標頭），一分鐘內有效',
  responses: { 200: json(streamTicketSchema, '憑證') },
  errors: ['archive_not_found'],
});

export const messageEvents = discussion.guest('get', '/archives/{aid}/messages/events', {
  summary:
    '討論的即時串流（Server-Sent Events）：新留言與刪除；after 或 Last-Event-ID 先補上斷線期間的變更。以憑證代替登入',
  query: messageEventsQuerySchema,
  responses: { 200: binary('text/event-stream', '事件串流，每 25 秒一則註解維持連線') },
  errors: ['unauthorized', 'archive_not_found'],
});
