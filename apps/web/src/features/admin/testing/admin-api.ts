import {
  type Course,
  courseInputSchema,
  courseMergeSchema,
  courseRefusalSchema,
  routes,
  type User,
  userCreateSchema,
  userUpdateSchema,
} from '@pastexam/api-contract';
import { refusal } from '../../../testing/api-fixtures.ts';
import { matchRoute, type RecordedRequest, type TestResponse } from '../../../testing/test-server.ts';

/**
 * A small in-memory stand-in for the admin endpoints, answering as the contract says (409 codes included), so
 * the page can be driven through create, edit and delete over real HTTP.
 */
export function createAdminApi(seed: { courses?: Course[]; users?: User[]; selfId: number }) {
  // Copies of the rows, so a change made here (a merge adds archives to its target) stays in this server: the
  // test files share their modules, and the next file's seed is the same objects.
  const courses = (seed.courses ?? []).map((course) => ({ ...course }));
  const users = (seed.users ?? []).map((user) => ({ ...user }));
  let nextId = 1000;
  const conflict = (code: string, detail: string): TestResponse => ({ status: 409, body: { code, detail } });
  const notFound: TestResponse = { status: 404, body: { code: 'not_found', detail: '找不到' } };
  /** A row the server just created: added to its table and answered 201. */
  const added = <T>(rows: T[], row: T): TestResponse => {
    rows.push(row);
    return { status: 201, body: row };
  };
  const now = () => new Date().toISOString();

  function handle(request: RecordedRequest): TestResponse | null {
    const { method, body } = request;
    const json: unknown = body ? JSON.parse(body) : {};
    if (matchRoute(routes.courses.adminListCourses, request)) return { status: 200, body: courses };
    if (matchRoute(routes.courses.adminCreateCourse, request)) {
      const input = courseInputSchema.parse(json);
      if (courses.some((c) => c.name === input.name && c.category === input.category)) {
        return conflict('duplicate_course', '此類別已有同名課程');
      }
      return added(courses, { ...input, id: ++nextId, archive_count: 0, pending: false, created_at: now() });
    }
    const confirmMatch = matchRoute(routes.courses.adminConfirmCourse, request);
    if (confirmMatch) {
      const course = courses.find((c) => c.id === Number(confirmMatch.id));
      if (!course) return refusal('course_not_found');
      if (!course.pending) return refusal('course_not_pending');
      course.pending = false;
      return { status: 200, body: course };
    }
    const mergeMatch = matchRoute(routes.courses.adminMergeCourse, request);
    if (mergeMatch) {
      const index = courses.findIndex((c) => c.id === Number(mergeMatch.id));
      const source = courses[index];
      const target = courses.find((c) => c.id === courseMergeSchema.parse(json).into_course_id);
      if (!source) return refusal('course_not_found');
      if (!source.pending) return refusal('course_not_pending');
      if (!target || target.pending || target === source) return refusal('merge_target_invalid');
      target.archive_count += source.archive_count;
      courses.splice(index, 1);
      return { status: 200, body: target };
    }
    const refuseMatch = matchRoute(routes.courses.adminRefuseCourse, request);
    if (refuseMatch) {
      const index = courses.findIndex((c) => c.id === Number(refuseMatch.id));
      const course = courses[index];
      if (!course) return refusal('course_not_found');
      if (!course.pending) return refusal('course_not_pending');
      courseRefusalSchema.parse(json);
      courses.splice(index, 1);
      return { status: 200, body: { ok: true } };
    }
    const courseMatch =
      matchRoute(routes.courses.adminUpdateCourse, request) ??
      matchRoute(routes.courses.adminDeleteCourse, request);
    if (courseMatch) {
      const index = courses.findIndex((c) => c.id === Number(courseMatch.id));
      const course = courses[index];
      if (!course) return notFound;
      if (method === 'DELETE') {
        courses.splice(index, 1);
        return { status: 200, body: { ok: true } };
      }
      const updated: Course = { ...course, ...courseInputSchema.parse(json) };
      courses[index] = updated;
      return { status: 200, body: updated };
    }
    if (matchRoute(routes.users.listUsers, request)) return { status: 200, body: users };
    if (matchRoute(routes.users.createUser, request)) {
      const { password: _password, ...fields } = userCreateSchema.parse(json);
      if (users.some((u) => u.email === fields.email))
        return conflict('duplicate_email', '此電子郵件已被其他帳號使用');
      return added(users, {
        ...fields,
        id: ++nextId,
        nickname: null,
        avatar_url: null,
        auth_provider: 'local',
        last_login_at: null,
        created_at: now(),
      });
    }
    const logoutAll = matchRoute(routes.users.logoutAllOfUser, request);
    if (logoutAll) {
      return users.some((u) => u.id === Number(logoutAll.id))
        ? { status: 200, body: { ok: true } }
        : { status: 404, body: { code: 'user_not_found', detail: '找不到此使用者' } };
    }
    const userMatch =
      matchRoute(routes.users.updateUser, request) ?? matchRoute(routes.users.deleteUser, request);
    if (userMatch) {
      const index = users.findIndex((u) => u.id === Number(userMatch.id));
      const user = users[index];
      if (!user) return notFound;
      if (method === 'DELETE') {
        if (user.id === seed.selfId)
          return { status: 400, body: { code: 'cannot_delete_self', detail: '不能刪除自己的帳號' } };
        users.splice(index, 1);
        return { status: 200, body: { ok: true } };
      }
      const { password, ...fields } = userUpdateSchema.parse(json);
      if (user.id === seed.selfId && password !== undefined) {
        return {
          status: 400,
          body: { code: 'cannot_reset_own_password', detail: '請從「變更密碼」變更自己的密碼' },
        };
      }
      if (users.some((u) => u.id !== user.id && u.name === fields.name)) {
        return conflict('duplicate_name', '此名稱已被其他帳號使用');
      }
      const updated: User = { ...user, ...fields };
      users[index] = updated;
      return { status: 200, body: updated };
    }
    return null;
  }

  return { courses, users, handle };
}
