import { describe, expect, test } from 'vitest';
import {
  ApiError,
  ContractViolationError,
  prepareRequest,
  readError,
  readSuccess,
  routeErrorCode,
} from './http.ts';
import { routes } from './routes/index.ts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('prepareRequest', () => {
  test('fills and encodes path parameters', () => {
    expect(prepareRequest(routes.archives.archiveFile, { params: { cid: '12', aid: '7' } })).toEqual({
      method: 'GET',
      path: 'courses/12/archives/7/file',
      search: '',
    });
    expect(prepareRequest(routes.aiExam.getTask, { params: { id: 'a/b c' } }).path).toBe(
      'ai-exam/task/a%2Fb%20c',
    );
  });

  test('writes a JSON body with its content type', () => {
    const prepared = prepareRequest(routes.courses.adminCreateCourse, {
      body: { name: '資料結構', category: 'sophomore' },
    });
    expect(prepared).toMatchObject({
      method: 'POST',
      path: 'courses/admin/courses',
      contentType: 'application/json',
    });
    expect(JSON.parse(String(prepared.body))).toEqual({ name: '資料結構', category: 'sophomore' });
  });

  test('writes a form as urlencoded and an upload as multipart, leaving out unset fields', () => {
    const login = prepareRequest(routes.auth.login, { body: { username: 'amy', password: 'p w' } });
    expect(String(login.body)).toBe('username=amy&password=p+w');
    const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    const upload = prepareRequest(routes.archives.uploadArchive, {
      body: { course_id: 3, professor: '王', academic_year: 113, archive_type: 'final', name: '期末', file },
    });
    expect(upload.body).toBeInstanceOf(FormData);
    const form = upload.body as FormData;
    expect(form.get('course_id')).toBe('3');
    expect(form.get('file')).toBeInstanceOf(File);
    expect(form.has('course_name')).toBe(false);
  });

  test('repeats a multipart field for each item of a list, in order', () => {
    const images = ['1.jpg', '2.png'].map((name) => new File(['x'], name));
    const upload = prepareRequest(routes.archives.uploadArchive, {
      body: {
        course_id: 3,
        professor: '王',
        academic_year: 113,
        archive_type: 'final',
        name: '期末',
        images,
        rotations: ['0', '270'],
      },
    });
    const form = upload.body as FormData;
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['1.jpg', '2.png']);
    expect(form.getAll('rotations')).toEqual(['0', '270']);
  });

  test('serialises a query and skips what is unset', () => {
    const prepared = prepareRequest(routes.auth.oauthCallback, { query: { code: 'x y', state: undefined } });
    expect(prepared.search).toBe('code=x+y');
  });
});

describe('readSuccess', () => {
  test('parses the body by the schema of its status', async () => {
    const body = { access_token: 't', token_type: 'bearer' };
    expect(await readSuccess(routes.auth.login, jsonResponse(200, body))).toEqual(body);
  });

  test('refuses a body the schema refuses, and a status the route does not declare', async () => {
    await expect(
      readSuccess(routes.auth.login, jsonResponse(200, { access_token: 1 })),
    ).rejects.toBeInstanceOf(ContractViolationError);
    await expect(readSuccess(routes.auth.login, jsonResponse(201, {}))).rejects.toBeInstanceOf(
      ContractViolationError,
    );
  });

  test('hands files back as the response', async () => {
    const response = new Response('%PDF', { status: 206 });
    expect(await readSuccess(routes.archives.archiveFile, response)).toBe(response);
  });
});

describe('readError', () => {
  test('reads the envelope', async () => {
    const error = await readError(
      jsonResponse(404, { detail: '找不到此課程', code: 'course_not_found' }),
      'x',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'course_not_found', detail: '找不到此課程' });
    expect(error.retryAfterSeconds).toBeNull();
  });

  test('reads how long a refusal asks to wait', async () => {
    const answer = new Response(
      JSON.stringify({ detail: '留言太頻繁，請 7 秒後再試', code: 'message_rate_limited' }),
      {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '7' },
      },
    );
    expect(await readError(answer, 'x')).toMatchObject({ status: 429, retryAfterSeconds: 7 });
  });

  test('falls back when the answer is not the envelope', async () => {
    const error = await readError(
      new Response('<html>Bad gateway</html>', { status: 502 }),
      '服務暫時無法使用',
    );
    expect(error).toMatchObject({ status: 502, code: null, detail: '服務暫時無法使用' });
  });
});

describe('defineRoute', () => {
  test('adds the codes of the layer in front of the handler', () => {
    expect(routes.auth.appConfig.errorCodes).toEqual(['internal_error', 'database_unavailable']);
    expect(new Set(routes.users.deleteUser.errorCodes)).toEqual(
      new Set([
        'internal_error',
        'database_unavailable',
        'user_not_found',
        'cannot_delete_self',
        'unauthorized',
        'forbidden',
        'xsrf',
        'payload_too_large',
        'invalid_input',
      ]),
    );
    expect(routes.courses.listCourses.errorCodes).not.toContain('forbidden');
  });
});

describe('routeErrorCode', () => {
  const conflict = new ApiError(409, 'task_conflict', '您已有一個正在進行的任務，請等待完成後再提交新的任務');

  test('gives the code of an error answer', () => {
    expect(routeErrorCode(conflict, routes.aiExam.generate)).toBe('task_conflict');
    expect(routeErrorCode(conflict, routes.aiExam.generate) === 'no_api_key').toBe(false);
  });

  test('over several routes, gives the code of an answer of any of them', () => {
    const taken = new ApiError(409, 'duplicate_email', '此電子郵件已被其他帳號使用');
    expect(routeErrorCode(taken, [routes.users.createUser, routes.users.updateUser])).toBe('duplicate_email');
  });

  test('gives nothing for an answer without an envelope or a failure that is no answer', () => {
    expect(routeErrorCode(new ApiError(502, null, 'Bad Gateway'), routes.aiExam.generate)).toBeNull();
    expect(routeErrorCode(new TypeError('Failed to fetch'), routes.aiExam.generate)).toBeNull();
  });
});
