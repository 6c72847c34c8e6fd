import { z } from 'zod';
import { json } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { archiveListSchema } from '../schemas/archive.ts';
import { archiveDuplicateListSchema, archiveDuplicateQuerySchema } from '../schemas/archive-duplicate.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import {
  courseInputSchema,
  courseListSchema,
  courseMergeSchema,
  courseRefusalSchema,
  courseSchema,
  coursesByCategorySchema,
} from '../schemas/course.ts';

const courses = routeGroup({ tags: ['courses'], params: z.object({ id: idParam }) });

export const listCourses = courses.user('get', '/courses', {
  summary: '依類別分組的課程',
  responses: { 200: json(coursesByCategorySchema, '課程') },
});

export const listCourseArchives = courses.user('get', '/courses/{id}/archives', {
  summary: '課程的考古題',
  responses: { 200: json(archiveListSchema, '考古題') },
  errors: ['course_not_found'],
});

export const findArchiveDuplicates = courses.user('post', '/courses/{id}/archives/duplicates', {
  summary: '上傳前檢查：這份考古題是否可能已經存在於課程中（同一檔案或幾乎相同的文字）',
  body: { encoding: 'json', schema: archiveDuplicateQuerySchema },
  responses: { 200: json(archiveDuplicateListSchema, '可能相同的考古題') },
  errors: ['course_not_found'],
});

export const recordCourseVisit = courses.user('post', '/courses/{id}/visits', {
  summary: '記下目前的使用者開啟了這門課程（總覽的「最近瀏覽的課程」）',
  responses: { 200: json(okSchema, '已記下') },
  errors: ['course_not_found'],
});

export const adminListCourses = courses.admin('get', '/courses/admin/courses', {
  summary: '所有課程（管理員）',
  responses: { 200: json(courseListSchema, '課程列表') },
});

export const adminCreateCourse = courses.admin('post', '/courses/admin/courses', {
  summary: '建立課程（管理員）',
  body: { encoding: 'json', schema: courseInputSchema },
  responses: { 201: json(courseSchema, '已建立') },
  errors: ['duplicate_course'],
});

export const adminUpdateCourse = courses.admin('put', '/courses/admin/courses/{id}', {
  summary: '修改課程（管理員）',
  body: { encoding: 'json', schema: courseInputSchema },
  responses: { 200: json(courseSchema, '已更新') },
  errors: ['course_not_found', 'duplicate_course'],
});

export const adminDeleteCourse = courses.admin('delete', '/courses/admin/courses/{id}', {
  summary: '刪除課程與其考古題（管理員）',
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['course_not_found'],
});

export const adminConfirmCourse = courses.admin('post', '/courses/admin/courses/{id}/confirm', {
  summary: '確認待審核課程（管理員）',
  responses: { 200: json(courseSchema, '已確認') },
  errors: ['course_not_found', 'course_not_pending'],
});

export const adminRefuseCourse = courses.admin('post', '/courses/admin/courses/{id}/refuse', {
  summary: '退回待審核課程：刪除課程與其考古題，並通知上傳者原因（管理員）',
  body: { encoding: 'json', schema: courseRefusalSchema },
  responses: { 200: json(okSchema, '已退回') },
  errors: ['course_not_found', 'course_not_pending'],
});

export const adminMergeCourse = courses.admin('post', '/courses/admin/courses/{id}/merge', {
  summary: '將待審核課程的考古題併入現有課程，並移除待審核課程（管理員）',
  body: { encoding: 'json', schema: courseMergeSchema },
  responses: { 200: json(courseSchema, '併入後的課程') },
  errors: ['course_not_found', 'course_not_pending', 'merge_target_invalid'],
});
