import { createRoute, z } from '@hono/zod-openapi';
import { archiveListSchema } from '../schemas/archive.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import {
  courseInputSchema,
  courseListSchema,
  courseSchema,
  coursesByCategorySchema,
} from '../schemas/course.ts';
import { bearer, errors, json, jsonBody } from './helpers.ts';

const courseIdParams = z.object({ id: idParam });

export const listCourses = createRoute({
  method: 'get',
  path: '/courses',
  tags: ['courses'],
  summary: '依類別分組的課程',
  security: bearer,
  responses: { 200: json(coursesByCategorySchema, '課程'), ...errors(401) },
});

export const listCourseArchives = createRoute({
  method: 'get',
  path: '/courses/{id}/archives',
  tags: ['courses'],
  summary: '課程的考古題',
  security: bearer,
  request: { params: courseIdParams },
  responses: { 200: json(archiveListSchema, '考古題'), ...errors(400, 401, 404) },
});

export const adminListCourses = createRoute({
  method: 'get',
  path: '/courses/admin/courses',
  tags: ['courses'],
  summary: '所有課程（管理員）',
  security: bearer,
  responses: { 200: json(courseListSchema, '課程列表'), ...errors(401, 403) },
});

export const adminCreateCourse = createRoute({
  method: 'post',
  path: '/courses/admin/courses',
  tags: ['courses'],
  summary: '建立課程（管理員）',
  security: bearer,
  request: { body: jsonBody(courseInputSchema) },
  responses: { 201: json(courseSchema, '已建立'), ...errors(400, 401, 403, 409) },
});

export const adminUpdateCourse = createRoute({
  method: 'put',
  path: '/courses/admin/courses/{id}',
  tags: ['courses'],
  summary: '修改課程（管理員）',
  security: bearer,
  request: { params: courseIdParams, body: jsonBody(courseInputSchema) },
  responses: { 200: json(courseSchema, '已更新'), ...errors(400, 401, 403, 404, 409) },
});

export const adminDeleteCourse = createRoute({
  method: 'delete',
  path: '/courses/admin/courses/{id}',
  tags: ['courses'],
  summary: '刪除課程與其考古題（管理員）',
  security: bearer,
  request: { params: courseIdParams },
  responses: { 200: json(okSchema, '已刪除'), ...errors(400, 401, 403, 404) },
});
