import { z } from 'zod';
import { defineRoute, json } from '../route.ts';
import { archiveListSchema } from '../schemas/archive.ts';
import { idParam, okSchema } from '../schemas/common.ts';
import {
  courseInputSchema,
  courseListSchema,
  courseMergeSchema,
  courseSchema,
  coursesByCategorySchema,
} from '../schemas/course.ts';

const courseIdParams = z.object({ id: idParam });

export const listCourses = defineRoute({
  method: 'get',
  path: '/courses',
  tags: ['courses'],
  summary: '依類別分組的課程',
  access: 'user',
  responses: { 200: json(coursesByCategorySchema, '課程') },
  errors: [],
});

export const listCourseArchives = defineRoute({
  method: 'get',
  path: '/courses/{id}/archives',
  tags: ['courses'],
  summary: '課程的考古題',
  access: 'user',
  params: courseIdParams,
  responses: { 200: json(archiveListSchema, '考古題') },
  errors: ['course_not_found'],
});

export const recordCourseVisit = defineRoute({
  method: 'post',
  path: '/courses/{id}/visits',
  tags: ['courses'],
  summary: '記下目前的使用者開啟了這門課程（總覽的「最近瀏覽的課程」）',
  access: 'user',
  params: courseIdParams,
  responses: { 200: json(okSchema, '已記下') },
  errors: ['course_not_found'],
});

export const adminListCourses = defineRoute({
  method: 'get',
  path: '/courses/admin/courses',
  tags: ['courses'],
  summary: '所有課程（管理員）',
  access: 'admin',
  responses: { 200: json(courseListSchema, '課程列表') },
  errors: [],
});

export const adminCreateCourse = defineRoute({
  method: 'post',
  path: '/courses/admin/courses',
  tags: ['courses'],
  summary: '建立課程（管理員）',
  access: 'admin',
  body: { encoding: 'json', schema: courseInputSchema },
  responses: { 201: json(courseSchema, '已建立') },
  errors: ['duplicate_course'],
});

export const adminUpdateCourse = defineRoute({
  method: 'put',
  path: '/courses/admin/courses/{id}',
  tags: ['courses'],
  summary: '修改課程（管理員）',
  access: 'admin',
  params: courseIdParams,
  body: { encoding: 'json', schema: courseInputSchema },
  responses: { 200: json(courseSchema, '已更新') },
  errors: ['course_not_found', 'duplicate_course'],
});

export const adminDeleteCourse = defineRoute({
  method: 'delete',
  path: '/courses/admin/courses/{id}',
  tags: ['courses'],
  summary: '刪除課程與其考古題（管理員）',
  access: 'admin',
  params: courseIdParams,
  responses: { 200: json(okSchema, '已刪除') },
  errors: ['course_not_found'],
});

export const adminConfirmCourse = defineRoute({
  method: 'post',
  path: '/courses/admin/courses/{id}/confirm',
  tags: ['courses'],
  summary: '確認待審核課程（管理員）',
  access: 'admin',
  params: courseIdParams,
  responses: { 200: json(courseSchema, '已確認') },
  errors: ['course_not_found', 'course_not_pending'],
});

export const adminMergeCourse = defineRoute({
  method: 'post',
  path: '/courses/admin/courses/{id}/merge',
  tags: ['courses'],
  summary: '將待審核課程的考古題併入現有課程，並移除待審核課程（管理員）',
  access: 'admin',
  params: courseIdParams,
  body: { encoding: 'json', schema: courseMergeSchema },
  responses: { 200: json(courseSchema, '併入後的課程') },
  errors: ['course_not_found', 'course_not_pending', 'merge_target_invalid'],
});
