import { z } from 'zod';
import { binary, json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import {
  archiveSchema,
  archiveUpdateSchema,
  archiveUploadSchema,
  uploadedArchiveSchema,
} from '../schemas/archive.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import { archiveOverviewSchema } from '../schemas/overview.ts';

const archives = routeGroup({ tags: ['archives'], params: z.object({ cid: idParam, aid: idParam }) });
const archive = routeGroup({ tags: ['archives'], params: z.object({ aid: idParam }) });

export const uploadArchive = archives.user('post', '/archives', {
  summary: '上傳考古題（一份 PDF，或 1–30 張照片合成一份 PDF）',
  body: { encoding: 'multipart', schema: archiveUploadSchema },
  responses: { 201: json(uploadedArchiveSchema, '已上傳') },
  errors: [
    'course_not_found',
    'course_choice_missing',
    'duplicate_course',
    'file_too_large',
    'not_pdf',
    'image_unreadable',
    'image_unsupported',
    'too_many_images',
  ],
});

export const archiveFile = archives.user('get', '/courses/{cid}/archives/{aid}/file', {
  summary: '考古題 PDF（內嵌預覽，支援 Range）',
  responses: { 200: binary('application/pdf', 'PDF'), 206: binary('application/pdf', 'PDF 的一段') },
  errors: ['archive_not_found', 'file_not_found', 'range_not_satisfiable'],
});

export const archiveDownload = archives.user('get', '/courses/{cid}/archives/{aid}/download', {
  summary: '下載考古題 PDF（計入下載次數）',
  responses: { 200: binary('application/pdf', 'PDF 附件') },
  errors: ['archive_not_found', 'file_not_found'],
});

export const updateArchive = archives.ownerOrAdmin('patch', '/courses/{cid}/archives/{aid}', {
  summary: '修改考古題（管理員或上傳者），或移到其他課程（管理員）',
  body: { encoding: 'json', schema: archiveUpdateSchema },
  responses: { 200: json(archiveSchema, '已更新') },
  errors: [
    'archive_not_found',
    'not_archive_editor',
    'move_admin_only',
    'course_not_found',
    'course_choice_missing',
    'duplicate_course',
  ],
});

export const deleteArchive = archives.ownerOrAdmin('delete', '/courses/{cid}/archives/{aid}', {
  summary: '刪除考古題（管理員或上傳者）',
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['archive_not_found', 'not_uploader'],
});

export const archiveOverview = archives.user('get', '/archives/overview', {
  summary: '考古題總覽：自己追蹤的課程、最近瀏覽的課程與考古題、全系最新上傳與本學期下載最多的考古題',
  responses: { 200: json(archiveOverviewSchema, '總覽') },
});

export const recordArchiveView = archive.user('post', '/archives/{aid}/views', {
  summary: '記下目前的使用者預覽了這份考古題（總覽的「最近瀏覽的考古題」）',
  responses: { 200: json(okSchema, '已記下') },
  errors: ['archive_not_found'],
});
