import { routes } from '@pastexam/api-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';

const MB = 1024 * 1024;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function uploadMaxBytes(app: TestApp) {
  return (await app.client().output(routes.auth.appConfig)).archives.upload_max_bytes;
}

describe('GET /api/config archives.upload_max_bytes', () => {
  it('is 10 MB when UPLOAD_MAX_MB is not set', async () => {
    t = await createTestApp();
    expect(await uploadMaxBytes(t)).toBe(10 * MB);
  });

  it('follows a configured UPLOAD_MAX_MB of 20', async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_MB: '20' } });
    expect(await uploadMaxBytes(t)).toBe(20 * MB);
  });

  it('is the limit the upload itself enforces when UPLOAD_MAX_MB is 5', async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_MB: '5' } });
    const limit = await uploadMaxBytes(t);
    expect(limit).toBe(5 * MB);
    const { token } = await signedInUser(t);
    const course = await insertCourse(t);
    const body = {
      course_id: String(course.id),
      professor: '林教授',
      academic_year: '113',
      archive_type: 'final',
      name: '期末考',
      file: new File([new Uint8Array(limit + 1)], 'exam.pdf'),
    } as const;
    const response = await t.client().refusal(routes.archives.uploadArchive, { body }, { token });
    expect(response.status).toBe(413);
    expect(response.detail).toBe('檔案超過 5 MB 上限');
  });
});

describe('GET /api/config issue_report.url', () => {
  it('is null when the department has not set ISSUE_REPORT_URL', async () => {
    t = await createTestApp();
    expect((await t.client().output(routes.auth.appConfig)).issue_report).toEqual({ url: null });
  });

  it('is the ISSUE_REPORT_URL the server was started with', async () => {
    const url = 'https://github.com/cs-dept/pastexam/issues/new?labels=bug';
    t = await createTestApp({ env: { ISSUE_REPORT_URL: url } });
    expect((await t.client().output(routes.auth.appConfig)).issue_report).toEqual({ url });
  });
});

describe('GET /api/config notifications.email_available', () => {
  it('is false without SMTP_URL: 通知設定 does not offer e-mail', async () => {
    t = await createTestApp();
    expect((await t.client().output(routes.auth.appConfig)).notifications).toEqual({
      email_available: false,
    });
  });

  it('is true with SMTP_URL, whose password is never answered', async () => {
    t = await createTestApp({ env: { SMTP_URL: 'smtp://mailer:very-secret@127.0.0.1:2525' } });
    const config = await t.client().output(routes.auth.appConfig);
    expect(config.notifications).toEqual({ email_available: true });
    expect(JSON.stringify(config)).not.toContain('very-secret');
  });
});
