import {
  type Course,
  courseInputSchema,
  type User,
  userCreateSchema,
  userUpdateSchema,
} from '@pastexam/api-contract';
import type { RecordedRequest, TestResponse } from '../../../testing/test-server.ts';

const COURSE_ITEM = /^\/api\/courses\/admin\/courses\/(\d+)$/;
const USER_ITEM = /^\/api\/users\/admin\/users\/(\d+)$/;

/**
 * A small in-memory stand-in for the admin endpoints, answering as the contract says (409 codes included), so
 * the page can be driven through create, edit and delete over real HTTP.
 */
export function createAdminApi(seed: { courses?: Course[]; users?: User[]; selfId: number }) {
  const courses = [...(seed.courses ?? [])];
  const users = [...(seed.users ?? [])];
  let nextId = 1000;
  const conflict = (code: string, detail: string): TestResponse => ({ status: 409, body: { code, detail } });
  const notFound: TestResponse = { status: 404, body: { code: 'not_found', detail: '找不到' } };

  function handle({ method, path, body }: RecordedRequest): TestResponse | null {
    const json: unknown = body ? JSON.parse(body) : {};
    if (path === '/api/courses/admin/courses' && method === 'GET') return { status: 200, body: courses };
    if (path === '/api/courses/admin/courses' && method === 'POST') {
      const input = courseInputSchema.parse(json);
      if (courses.some((c) => c.name === input.name && c.category === input.category)) {
        return conflict('duplicate_course', '此類別已有同名課程');
      }
      const course: Course = {
        ...input,
        id: ++nextId,
        archive_count: 0,
        created_at: new Date().toISOString(),
      };
      courses.push(course);
      return { status: 201, body: course };
    }
    const courseMatch = COURSE_ITEM.exec(path);
    if (courseMatch) {
      const index = courses.findIndex((c) => c.id === Number(courseMatch[1]));
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
    if (path === '/api/users/admin/users' && method === 'GET') return { status: 200, body: users };
    if (path === '/api/users/admin/users' && method === 'POST') {
      const { password: _password, ...fields } = userCreateSchema.parse(json);
      if (users.some((u) => u.email === fields.email))
        return conflict('duplicate_email', '此電子郵件已被其他帳號使用');
      const user: User = {
        ...fields,
        id: ++nextId,
        avatar_url: null,
        auth_provider: 'local',
        last_login_at: null,
        created_at: new Date().toISOString(),
      };
      users.push(user);
      return { status: 201, body: user };
    }
    const userMatch = USER_ITEM.exec(path);
    if (userMatch) {
      const index = users.findIndex((u) => u.id === Number(userMatch[1]));
      const user = users[index];
      if (!user) return notFound;
      if (method === 'DELETE') {
        if (user.id === seed.selfId)
          return { status: 400, body: { code: 'cannot_delete_self', detail: '不能刪除自己的帳號' } };
        users.splice(index, 1);
        return { status: 200, body: { ok: true } };
      }
      const { password: _password, ...fields } = userUpdateSchema.parse(json);
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
