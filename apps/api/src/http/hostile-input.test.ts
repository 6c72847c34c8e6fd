// Text a person could not type (NUL and other control characters, lone surrogates) is a 400 naming the
// field, before any of it reaches the database, which cannot store NUL and used to answer it with a 500.
import { routes, XSRF_COOKIE, XSRF_HEADER } from '@pastexam/api-contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/app.ts';
import { createCourseAs, insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';
import { blankPdf } from '../test-support/pdfs.ts';

const t = useTestApp();

const xsrfPair = { cookie: `${XSRF_COOKIE}=abc`, [XSRF_HEADER]: 'abc' };
const invalid = (detail: string) => ({ ok: false, status: 400, body: { code: 'invalid_input', detail } });

describe('sign-in', () => {
  it('refuses an account name or password with NUL as a 400 every time, and does not lock the account', async () => {
    const { user, password } = await t.createUser();
    const client = t.client();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect(await client.login(`${user.name}\u0000`, password)).toEqual(invalid('帳號不可包含控制字元'));
      expect(await client.login(user.name, `${password}\u0000`)).toEqual(invalid('密碼不可包含控制字元'));
    }
    // Refused before the password was looked at: the account is not locked and signs in.
    expect((await client.login(user.name, password)).status).toBe(200);
  });
});

describe('admin forms', () => {
  it('refuse a course name with a control character, and create nothing', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    for (const name of ['資料\u0000結構', '資料\u001b[31m結構', '資料\u0085結構']) {
      const answer = await createCourseAs(t, admin.token, name, 'junior');
      expect(answer, JSON.stringify(name)).toEqual(invalid('課程名稱不可包含控制字元'));
    }
    const list = await t.client().output(routes.courses.adminListCourses, {}, { token: admin.token });
    expect(list.filter((course) => course.name.startsWith('資料'))).toEqual([]);
  });

  it('refuse a user whose name, email or password has NUL', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const valid = { name: '新同學', email: 'new@example.edu', password: 'a-good-password' };
    const create = (body: typeof valid) =>
      t.client().call(routes.users.createUser, { body }, { token: admin.token });
    expect(await create({ ...valid, name: '新\u0000同學' })).toEqual(invalid('名稱不可包含控制字元'));
    expect(await create({ ...valid, email: 'new\u0000@example.edu' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', detail: '電子郵件不可包含控制字元' },
    });
    expect(await create({ ...valid, password: 'a-good\u0000password' })).toEqual(
      invalid('密碼不可包含控制字元'),
    );
  });

  it('refuse an archive edit with NUL, leaving the archive as it was', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const course = await insertCourse(t);
    const archive = await insertArchive(t, { courseId: course.id, uploaderId: admin.id });
    const params = { cid: String(course.id), aid: String(archive.id) };
    const answer = await t
      .client()
      .call(
        routes.archives.updateArchive,
        { params, body: { professor: '王\u0000教授' } },
        { token: admin.token },
      );
    expect(answer).toEqual(invalid('教授名稱不可包含控制字元'));
    const [shown] = await t
      .client()
      .output(routes.courses.listCourseArchives, { params: { id: params.cid } }, { token: admin.token });
    expect(shown?.professor).toBe('張教授');
  });
});

describe('uploads and AI exams', () => {
  it('refuse an upload whose professor has NUL', async () => {
    const uploader = await signedInUser(t);
    const course = await insertCourse(t);
    const answer = await t.client().call(
      routes.archives.uploadArchive,
      {
        body: {
          course_id: course.id,
          professor: '王\u0000教授',
          academic_year: 112,
          archive_type: 'midterm',
          name: '期中考',
          file: new File([await blankPdf(1)], 'exam.pdf'),
        },
      },
      { token: uploader.token },
    );
    expect(answer).toEqual(invalid('教授名稱不可包含控制字元'));
  });

  it('refuse a task id with NUL in the path, and a prompt with NUL, but keep a prompt’s line breaks', async () => {
    const { token } = await signedInUser(t);
    const task = await t.client().call(routes.aiExam.getTask, { params: { id: 'a\u0000b' } }, { token });
    expect(task).toEqual(invalid('任務編號不可包含控制字元'));
    const generate = (prompt: string) =>
      t.client().call(routes.aiExam.generate, { body: { archive_ids: [1], prompt } }, { token });
    expect(await generate('多出\u0000計算題')).toEqual(invalid('補充說明不可包含控制字元'));
    // Past the text rule: this user has no key, which is what the answer says.
    expect((await generate('第一行\n第二行')).body).toMatchObject({ code: 'no_api_key' });
  });
});

describe('ids in a body', () => {
  it('past what an integer column holds are a 400, not a database error', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const course = await insertCourse(t);
    const archive = await insertArchive(t, { courseId: course.id, uploaderId: admin.id });
    const params = { cid: String(course.id), aid: String(archive.id) };
    const tooBig = 2_147_483_648;
    const client = t.client();
    const moved = await client.call(
      routes.archives.updateArchive,
      { params, body: { course_id: tooBig } },
      { token: admin.token },
    );
    expect(moved).toEqual(invalid('編號必須是正整數'));
    const generated = await client.call(
      routes.aiExam.generate,
      { body: { archive_ids: [tooBig] } },
      { token: admin.token },
    );
    expect(generated).toEqual(invalid('編號必須是正整數'));
  });
});

describe('JSON escapes', () => {
  it.each([
    ['a lone high surrogate', '"\\ud800"', '課程名稱不可包含無效的字元'],
    ['a lone low surrogate', '"x\\udc00y"', '課程名稱不可包含無效的字元'],
    ['an escaped NUL', '"a\\u0000b"', '課程名稱不可包含控制字元'],
  ])('refuse %s in a name with a 400', async (_, name, detail) => {
    const admin = await signedInUser(t, { isAdmin: true });
    const response = await t.client().request('POST', '/api/courses/admin/courses', {
      body: `{"name": ${name}, "category": "junior"}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}`, ...xsrfPair },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_input', detail });
  });
});
