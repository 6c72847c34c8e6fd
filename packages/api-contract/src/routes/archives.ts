import { z } from 'zod';
import { binary, defineRoute, json } from '../route.ts';
import {
  archiveSchema,
  archiveUpdateSchema,
  archiveUploadSchema,
  uploadedArchiveSchema,
} from '../schemas/archive.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import { archiveOverviewSchema } from '../schemas/overview.ts';

const archiveParams = z.object({ cid: idParam, aid: idParam });

export const uploadArchive = defineRoute({
  method: 'post',
  path: '/archives',
  tags: ['archives'],
  summary: '上傳考古題（PDF）',
  access: 'user',
  body: { encoding: 'multipart', schema: archiveUploadSchema },
  responses: { 201: json(uploadedArchiveSchema, '已上傳') },
  errors: ['course_not_found', 'course_choice_missing', 'duplicate_course', 'file_too_large', 'not_pdf'],
});

export const archiveFile = defineRoute({
  method: 'get',
  path: '/courses/{cid}/archives/{aid}/file',
  tags: ['archives'],
  summary: '考古題 PDF（內嵌預覽，支援 Range）',
  access: 'user',
  params: archiveParams,
  responses: { 200: binary('application/pdf', 'PDF'), 206: binary('application/pdf', 'PDF 的一段') },
  errors: ['archive_not_found', 'file_not_found', 'range_not_satisfiable'],
});

export const archiveDownload = defineRoute({
  method: 'get',
  path: '/courses/{cid}/archives/{aid}/download',
  tags: ['archives'],
  summary: '下載考古題 PDF（計入下載次數）',
  access: 'user',
  params: archiveParams,
  responses: { 200: binary('application/pdf', 'PDF 附件') },
  errors: ['archive_not_found', 'file_not_found'],
});

export const updateArchive = defineRoute({
  method: 'patch',
  path: '/courses/{cid}/archives/{aid}',
  tags: ['archives'],
  summary: '修改或移動考古題（管理員）',
  access: 'admin',
  params: archiveParams,
  body: { encoding: 'json', schema: archiveUpdateSchema },
  responses: { 200: json(archiveSchema, '已更新') },
  errors: ['archive_not_found', 'course_not_found', 'course_choice_missing', 'duplicate_course'],
});

export const deleteArchive = defineRoute({
  method: 'delete',
  path: '/courses/{cid}/archives/{aid}',
  tags: ['archives'],
  summary: '刪除考古題（管理員或上傳者）',
  access: 'owner-or-admin',
  params: archiveParams,
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['archive_not_found', 'not_uploader'],
});

export const archiveOverview = defineRoute({
  method: 'get',
  path: '/archives/overview',
  tags: ['archives'],
  summary: '考古題總覽：自己最近瀏覽的課程、全系最新上傳與本學期下載最多的考古題',
  access: 'user',
  responses: { 200: json(archiveOverviewSchema, '總覽') },
  errors: [],
});
