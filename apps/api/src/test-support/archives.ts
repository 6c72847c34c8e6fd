import {
  type CourseCategory,
  type CoursesByCategory,
  type ListedArchive,
  routes,
} from '@pastexam/api-contract';
import { archives, courses } from '../db/schema.ts';
import type { TestApp } from './app.ts';

/** A new local user, signed in through the API: their id and bearer token. */
export async function signedInUser(t: TestApp, options: { isAdmin?: boolean } = {}) {
  const { user, password } = await t.createUser(options);
  return { id: user.id, token: await t.signIn(user, password) };
}

let counter = 0;

/** A course written straight to the database; its name is unique unless given. */
export async function insertCourse(
  t: TestApp,
  values: { name?: string; category?: CourseCategory; pending?: boolean } = {},
) {
  counter += 1;
  const [row] = await t.db
    .insert(courses)
    .values({
      name: values.name ?? `課程${counter}`,
      category: values.category ?? 'senior',
      pending: values.pending,
    })
    .returning();
  if (!row) throw new Error('no course');
  return row;
}

/**
 * An archive row, without a stored file unless `fileKey` names one, for tests of what happens to rows (edit, move,
 * delete, the trash, cleaning).
 */
export async function insertArchive(
  t: TestApp,
  values: {
    courseId: number;
    name?: string;
    professor?: string;
    academicYear?: number;
    uploaderId?: number;
    deletedAt?: Date;
    deletedBy?: number;
    fileKey?: string;
    fileSize?: number;
  },
) {
  counter += 1;
  const [row] = await t.db
    .insert(archives)
    .values({
      name: '期中考',
      professor: '張教授',
      academicYear: 112,
      archiveType: 'midterm',
      fileKey: `archives/none-${counter}.pdf`,
      fileSize: 1,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no archive');
  return row;
}

/** GET /api/courses/{id}/archives as `token` sees it. */
export async function listArchives(t: TestApp, courseId: number, token: string): Promise<ListedArchive[]> {
  return t
    .client()
    .output(routes.courses.listCourseArchives, { params: { id: String(courseId) } }, { token });
}

/** GET /api/courses as `token` sees it. */
export async function listCourses(t: TestApp, token: string): Promise<CoursesByCategory> {
  return t.client().output(routes.courses.listCourses, {}, { token });
}

/** POST /api/admin/courses as `token`: the whole answer, a refusal included. */
export function createCourseAs(t: TestApp, token: string, name: string, category: CourseCategory) {
  return t.client().call(routes.courses.adminCreateCourse, { body: { name, category } }, { token });
}
