import { createRoute, z } from '@hono/zod-openapi';
import {
  archiveSchema,
  archiveUpdateSchema,
  archiveUploadSchema,
  uploadedArchiveSchema,
} from '../schemas/archive.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import { bearer, errors, json, jsonBody } from './helpers.ts';

const archiveParams = z.object({ cid: idParam, aid: idParam });
const pdf = { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } };

export const uploadArchive = createRoute({
  method: 'post',
  path: '/archives',
  tags: ['archives'],
  summary: '上傳考古題（PDF）',
  security: bearer,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: archiveUploadSchema } } } },
  responses: { 201: json(uploadedArchiveSchema, '已上傳'), ...errors(400, 401, 403, 404, 413, 415) },
});

export const archiveFile = createRoute({
  method: 'get',
  path: '/courses/{cid}/archives/{aid}/file',
  tags: ['archives'],
  summary: '考古題 PDF（內嵌預覽，支援 Range）',
  security: bearer,
  request: { params: archiveParams },
  responses: {
    200: { description: 'PDF', content: pdf },
    206: { description: 'PDF 的一段', content: pdf },
    ...errors(400, 401, 404, 416),
  },
});

export const archiveDownload = createRoute({
  method: 'get',
  path: '/courses/{cid}/archives/{aid}/download',
  tags: ['archives'],
  summary: '下載考古題 PDF（計入下載次數）',
  security: bearer,
  request: { params: archiveParams },
  responses: { 200: { description: 'PDF 附件', content: pdf }, ...errors(400, 401, 404) },
});

export const updateArchive = createRoute({
  method: 'patch',
  path: '/courses/{cid}/archives/{aid}',
  tags: ['archives'],
  summary: '修改或移動考古題（管理員）',
  security: bearer,
  request: { params: archiveParams, body: jsonBody(archiveUpdateSchema) },
  responses: { 200: json(archiveSchema, '已更新'), ...errors(400, 401, 403, 404, 409) },
});

export const deleteArchive = createRoute({
  method: 'delete',
  path: '/courses/{cid}/archives/{aid}',
  tags: ['archives'],
  summary: '刪除考古題（管理員或上傳者）',
  security: bearer,
  request: { params: archiveParams },
  responses: { 200: json(okSchema, '已刪除'), ...errors(400, 401, 403, 404) },
});
