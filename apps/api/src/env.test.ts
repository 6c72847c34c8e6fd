import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pastexam-env-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const secret = 'a'.repeat(40);

describe('loadEnv', () => {
  it('fills in the documented defaults', () => {
    const env = loadEnv({ APP_SECRET: secret });
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      ADMIN_USERNAME: 'admin',
      ADMIN_EMAIL: 'admin@localhost',
      TOKEN_TTL_MINUTES: 480,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      oidc: null,
      GEMINI_MODEL: 'gemini-2.5-flash',
      AI_WORKER_CONCURRENCY: 2,
      AI_TASK_TIME_LIMIT_SECONDS: 600,
      AI_TASK_LEASE_SECONDS: 60,
      JOB_WORKER_CONCURRENCY: 1,
      ORPHAN_GRACE_SECONDS: 3600,
      STATISTICS_MAX_AGE_SECONDS: 60,
      EMBEDDED_DB_CACHE_MB: 32,
      TRASH_RETENTION_DAYS: 30,
      AUDIT_RETENTION_DAYS: 365,
    });
    expect(env.GEMINI_BASE_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.DATA_DIR).toBe(join(process.cwd(), 'data'));
    expect(env.WEB_DIST).toMatch(/apps\/web\/dist$/);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadEnv({ APP_SECRET: secret, PORT: '4010' }).PUBLIC_URL).toBe('http://localhost:4010');
    expect(loadEnv({ APP_SECRET: secret, PUBLIC_URL: 'https://exams.example.edu/' }).PUBLIC_URL).toBe(
      'https://exams.example.edu',
    );
  });

  it('treats empty variables as unset', () => {
    const env = loadEnv({ APP_SECRET: secret, PORT: '', DATABASE_URL: '', OIDC_ISSUER: ' ' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.oidc).toBeNull();
  });

  it('reads the AI exam settings, and refuses nonsense ones by name', () => {
    const env = loadEnv({
      APP_SECRET: secret,
      GEMINI_BASE_URL: 'http://127.0.0.1:4012/',
      AI_WORKER_CONCURRENCY: '0',
      AI_TASK_TIME_LIMIT_SECONDS: '90',
      AI_TASK_LEASE_SECONDS: '15',
    });
    expect(env).toMatchObject({
      GEMINI_BASE_URL: 'http://127.0.0.1:4012',
      AI_WORKER_CONCURRENCY: 0,
      AI_TASK_TIME_LIMIT_SECONDS: 90,
      AI_TASK_LEASE_SECONDS: 15,
    });
    const invalid = {
      AI_WORKER_CONCURRENCY: '-1',
      AI_TASK_TIME_LIMIT_SECONDS: '0',
      AI_TASK_LEASE_SECONDS: 'soon',
      GEMINI_BASE_URL: 'ftp://x',
    };
    for (const [name, value] of Object.entries(invalid)) {
      expect(() => loadEnv({ APP_SECRET: secret, [name]: value })).toThrow(name);
    }
  });

  it('bounds slow clients: headers in 20 s, a request in time for the largest upload, keep-alive 5 s', () => {
    expect(loadEnv({ APP_SECRET: secret })).toMatchObject({
      HTTP_HEADERS_TIMEOUT_SECONDS: 20,
      // 10 MB at 512 kbit/s, plus half a minute.
      HTTP_REQUEST_TIMEOUT_SECONDS: 190,
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 5,
    });
    expect(loadEnv({ APP_SECRET: secret, UPLOAD_MAX_MB: '50' }).HTTP_REQUEST_TIMEOUT_SECONDS).toBe(830);
    const set = loadEnv({
      APP_SECRET: secret,
      HTTP_HEADERS_TIMEOUT_SECONDS: '0.5',
      HTTP_REQUEST_TIMEOUT_SECONDS: '60',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '75',
    });
    expect(set).toMatchObject({
      HTTP_HEADERS_TIMEOUT_SECONDS: 0.5,
      HTTP_REQUEST_TIMEOUT_SECONDS: 60,
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 75,
    });
    for (const name of [
      'HTTP_HEADERS_TIMEOUT_SECONDS',
      'HTTP_REQUEST_TIMEOUT_SECONDS',
      'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS',
    ]) {
      expect(() => loadEnv({ APP_SECRET: secret, [name]: '0' })).toThrow(name);
      expect(() => loadEnv({ APP_SECRET: secret, [name]: 'forever' })).toThrow(name);
    }
    expect(() =>
      loadEnv({ APP_SECRET: secret, HTTP_HEADERS_TIMEOUT_SECONDS: '30', HTTP_REQUEST_TIMEOUT_SECONDS: '10' }),
    ).toThrow('HTTP_HEADERS_TIMEOUT_SECONDS 不可大於 HTTP_REQUEST_TIMEOUT_SECONDS');
  });

  it('reads the background job settings, and refuses nonsense ones by name', () => {
    expect(
      loadEnv({ APP_SECRET: secret, JOB_WORKER_CONCURRENCY: '0', ORPHAN_GRACE_SECONDS: '60' }),
    ).toMatchObject({
      JOB_WORKER_CONCURRENCY: 0,
      ORPHAN_GRACE_SECONDS: 60,
    });
    for (const name of ['TRASH_RETENTION_DAYS', 'AUDIT_RETENTION_DAYS']) {
      expect(loadEnv({ APP_SECRET: secret, [name]: '7' })).toMatchObject({ [name]: 7 });
      for (const value of ['0', '2.5', 'forever', '3651']) {
        expect(() => loadEnv({ APP_SECRET: secret, [name]: value })).toThrow(name);
      }
    }
    for (const value of ['0', '1.5', 'an hour']) {
      expect(() => loadEnv({ APP_SECRET: secret, ORPHAN_GRACE_SECONDS: value })).toThrow(
        'ORPHAN_GRACE_SECONDS',
      );
    }
    for (const value of ['-1', 'two', '21']) {
      expect(() => loadEnv({ APP_SECRET: secret, JOB_WORKER_CONCURRENCY: value })).toThrow(
        'JOB_WORKER_CONCURRENCY',
      );
    }
  });

  it('reads the log format, leaving it to the terminal when unset, and refuses another by name', () => {
    expect(loadEnv({ APP_SECRET: secret }).LOG_FORMAT).toBeUndefined();
    expect(loadEnv({ APP_SECRET: secret, LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadEnv({ APP_SECRET: secret, LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => loadEnv({ APP_SECRET: secret, LOG_FORMAT: 'text' })).toThrow(
      'LOG_FORMAT: LOG_FORMAT 必須是 pretty 或 json',
    );
  });

  it('takes a new-issue page or a mailto: as the issue report target, and nothing else', () => {
    expect(loadEnv({ APP_SECRET: secret }).ISSUE_REPORT_URL).toBeUndefined();
    for (const url of [
      'https://github.com/cs-dept/pastexam/issues/new',
      'https://github.com/cs-dept/pastexam/issues/new?labels=bug',
      'mailto:it@cs.example.edu',
    ]) {
      expect(loadEnv({ APP_SECRET: secret, ISSUE_REPORT_URL: url }).ISSUE_REPORT_URL).toBe(url);
    }
    for (const url of ['cs-dept/pastexam', 'javascript:alert(1)', 'ftp://files.example.edu', 'mailto:']) {
      expect(() => loadEnv({ APP_SECRET: secret, ISSUE_REPORT_URL: url })).toThrow('ISSUE_REPORT_URL');
    }
  });

  it('takes an smtp:// or smtps:// SMTP_URL, refuses others without repeating the password, and names a sender', () => {
    const env = loadEnv({ APP_SECRET: secret, PUBLIC_URL: 'https://exams.cs.example.edu' });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe('考古題系統 <no-reply@exams.cs.example.edu>');
    expect(env.MAIL_DIGEST_MINUTES).toBe(1440);
    const url = 'smtps://mailer:pa55@mail.example.edu:465';
    expect(
      loadEnv({ APP_SECRET: secret, SMTP_URL: url, MAIL_FROM: '系辦 <office@example.edu>' }),
    ).toMatchObject({
      SMTP_URL: url,
      MAIL_FROM: '系辦 <office@example.edu>',
    });
    let message = '';
    try {
      loadEnv({ APP_SECRET: secret, SMTP_URL: 'http://mailer:pa55@mail.example.edu' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toContain('SMTP_URL 必須是 smtp:// 或 smtps://');
    expect(message).not.toContain('pa55');
  });

  it('keeps the home page’s figures a minute unless told otherwise, and refuses an age out of 1 to 3600 s', () => {
    expect(loadEnv({ APP_SECRET: secret, STATISTICS_MAX_AGE_SECONDS: '5' }).STATISTICS_MAX_AGE_SECONDS).toBe(
      5,
    );
    for (const value of ['0', '2.5', '3601', 'a minute']) {
      expect(() => loadEnv({ APP_SECRET: secret, STATISTICS_MAX_AGE_SECONDS: value })).toThrow(
        'STATISTICS_MAX_AGE_SECONDS',
      );
    }
  });

  it('gives the embedded database a cache of 32 MB unless told otherwise, and refuses one out of 16 to 1024 MB', () => {
    expect(loadEnv({ APP_SECRET: secret, EMBEDDED_DB_CACHE_MB: '128' }).EMBEDDED_DB_CACHE_MB).toBe(128);
    for (const value of ['8', '24.5', '2048', 'a lot']) {
      expect(() => loadEnv({ APP_SECRET: secret, EMBEDDED_DB_CACHE_MB: value })).toThrow(
        /EMBEDDED_DB_CACHE_MB.*16 到 1024/,
      );
    }
  });

  it('reports every invalid variable by name', () => {
    const attempt = () =>
      loadEnv({ APP_SECRET: 'short', PORT: 'eighty', DATABASE_URL: 'mysql://x', TOKEN_TTL_MINUTES: '0' });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*APP_SECRET[\s\S]*TOKEN_TTL_MINUTES/);
  });

  it('requires the three OIDC variables together', () => {
    expect(() => loadEnv({ APP_SECRET: secret, OIDC_ISSUER: 'https://sso.example.edu' })).toThrow(
      /OIDC_CLIENT_ID/,
    );
    const env = loadEnv({
      APP_SECRET: secret,
      OIDC_ISSUER: 'https://sso.example.edu/realms/cs',
      OIDC_CLIENT_ID: 'pastexam',
      OIDC_CLIENT_SECRET: 'shh',
    });
    expect(env.oidc).toEqual({
      issuer: 'https://sso.example.edu/realms/cs',
      clientId: 'pastexam',
      clientSecret: 'shh',
    });
  });

  it('without APP_SECRET creates one in DATA_DIR, readable only by its owner, and reuses it', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const first = loadEnv({ DATA_DIR: dataDir });
    expect(first.appSecretFromFile).toBe(true);
    expect(first.APP_SECRET.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'secret');
    expect(readFileSync(file, 'utf8')).toBe(first.APP_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadEnv({ DATA_DIR: dataDir }).APP_SECRET).toBe(first.APP_SECRET);
  });

  it('refuses a secret file that is too short to be safe', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'secret'), 'tiny');
    expect(() => loadEnv({ DATA_DIR: dataDir })).toThrow(EnvError);
  });
});
