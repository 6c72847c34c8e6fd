import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import {
  activeAnnouncementsQuerySchema,
  adminAnnouncementPageSchema,
  adminAnnouncementQuerySchema,
  adminAnnouncementSchema,
  announcementInputSchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementPageSchema,
  announcementSeenSchema,
  announcementUnreadSchema,
} from '../schemas/announcement.ts';
import { idParam, okSchema } from '../schemas/common.ts';

const announcements = routeGroup({ tags: ['announcements'], params: z.object({ id: idParam }) });

export const listAnnouncements = announcements.guest('get', '/announcements', {
  summary: '公告中心：目前顯示中的公告，最新的在前，分頁；登入者的每則公告附上是否已讀（訪客為 null）',
  query: announcementListQuerySchema,
  responses: { 200: json(announcementPageSchema, '一頁公告') },
});

export const activeAnnouncements = announcements.guest('get', '/announcements/active', {
  summary: '目前顯示中的公告，最新的在前，可只取重要公告（首頁）',
  query: activeAnnouncementsQuerySchema,
  responses: { 200: json(announcementListSchema, '顯示中的公告') },
});

export const unreadAnnouncements = announcements.user('get', '/announcements/unread', {
  summary: '未讀公告數，與最新一則顯示中的公告（未讀時於登入後開啟一次）',
  responses: { 200: json(announcementUnreadSchema, '未讀狀態') },
});

export const markAnnouncementsSeen = announcements.user('post', '/announcements/seen', {
  summary: '將看過的公告記為已讀（公告中心的一頁、登入後開啟的公告）；已不顯示的公告略過',
  body: { encoding: 'json', schema: announcementSeenSchema },
  responses: { 200: json(announcementUnreadSchema, '記下後的未讀狀態') },
});

export const adminListAnnouncements = announcements.admin('get', '/admin/announcements', {
  summary: '所有公告，最新的在前，可搜尋標題與內容、依重要性與狀態篩選，分頁（管理員）',
  query: adminAnnouncementQuerySchema,
  responses: { 200: json(adminAnnouncementPageSchema, '一頁公告') },
});

export const adminCreateAnnouncement = announcements.admin('post', '/admin/announcements', {
  summary: '新增公告（管理員）',
  body: { encoding: 'json', schema: announcementInputSchema },
  responses: { 201: json(adminAnnouncementSchema, '已新增') },
});

export const adminUpdateAnnouncement = announcements.admin('put', '/admin/announcements/{id}', {
  summary: '修改公告（管理員）；已讀紀錄保留',
  body: { encoding: 'json', schema: announcementInputSchema },
  responses: { 200: json(adminAnnouncementSchema, '已更新') },
  errors: ['announcement_not_found'],
});

export const adminDeleteAnnouncement = announcements.admin('delete', '/admin/announcements/{id}', {
  summary: '刪除公告與其已讀紀錄（管理員）',
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['announcement_not_found'],
});
