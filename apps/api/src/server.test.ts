import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';
import { captureLogs } from './test-support/app.ts';
import { createTestStorage, type TestStorage } from './test-support/database.ts';
import { serverEnv } from './test-support/server.ts';
import { createHttpClient } from './testing/api-client.ts';

/** A browser-like session over real HTTP: keeps the XSRF cookie and echoes it. */
async function signInOverHttp(url: string, username: string, password: string) {
  const client = createHttpClient(url);
  const login = await client.call(routes.auth.login, { body: { username, password } });
  return { login, client };
}

describe('the listening server', () => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await createTestStorage();
  });
  afterAll(() => storage.cleanup());

  const envFor = (extra: Record<string, string>) => serverEnv(storage, { LOG_LEVEL: 'debug', ...extra });

  it('creates the first admin with a random password kept for its owner alone, and never again', async () => {
    const logs = captureLogs();
    const env = envFor({ ADMIN_USERNAME: 'chair', ADMIN_EMAIL: 'chair@example.edu' });
    const passwordFile = join(env.DATA_DIR, 'admin-password.txt');
    const first = await startServer({ env, logger: createLogger(env, logs.stream) });
    let token: string;
    let password: string;
    try {
      if (first.adminPassword.state !== 'created') throw new Error(first.adminPassword.state);
      expect(first.adminPassword.admin.username).toBe('chair');
      password = first.adminPassword.admin.password;
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(first.adminPassword.path).toBe(passwordFile);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(readFileSync(passwordFile, 'utf8')).toContain(`帳號：chair\n密碼：${password}\n`);

      const { login, client } = await signInOverHttp(first.url, 'chair', password);
      expect(login.status).toBe(200);
      if (!login.ok) throw new Error(login.body.detail);
      token = login.body.access_token;
      const me = await client.output(routes.users.me, {}, { token });
      expect(me).toMatchObject({ name: 'chair', email: 'chair@example.edu', is_admin: true });
      await client.output(routes.auth.logout, {}, { token });
      await client.call(routes.auth.login, { body: { username: 'chair', password: `${password}-typo` } });

      // No web build in this DATA_DIR: pages say how to build it instead of failing blankly.
      const page = await fetch(`${first.url}/archive`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('pnpm build');

      const log = logs.text();
      expect(log).toContain('"path":"/api/auth/login"');
      expect(log).not.toContain(password);
      expect(log).not.toContain(token);
      expect(log).not.toContain(env.APP_SECRET);
    } finally {
      await first.close();
    }

    // A restart on the same data creates nothing; the file stays while its password works; the secret file
    // keeps tokens valid.
    const again = envFor({ ADMIN_USERNAME: 'chair' });
    expect(again.APP_SECRET).toBe(env.APP_SECRET);
    const second = await startServer({ env: again, logger: createLogger(again, captureLogs().stream) });
    try {
      expect(second.adminPassword).toEqual({ state: 'kept', path: passwordFile });
      const { login, client } = await signInOverHttp(second.url, 'chair', password);
      if (!login.ok) throw new Error(login.body.detail);
      const body = { current_password: password, new_password: 'chair-chose-this' };
      await client.output(routes.users.changeOwnPassword, { body }, { token: login.body.access_token });
    } finally {
      await second.close();
    }

    // Once the password was changed, the next start deletes the file that no longer opens anything.
    const third = await startServer({ env: again, logger: createLogger(again, captureLogs().stream) });
    try {
      expect(third.adminPassword).toEqual({ state: 'removed', path: passwordFile });
      expect(existsSync(passwordFile)).toBe(false);
    } finally {
      await third.close();
    }
    // Three cold starts of the embedded database.
  }, 120_000);
});

describe('an explicit admin password', () => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await createTestStorage();
  });
  afterAll(() => storage.cleanup());

  it('creates the admin with it, and writes it nowhere', async () => {
    // No demo department: seeding 70 PDFs is not what this test is about, and takes long on a busy machine.
    const env = serverEnv(storage, {
      ADMIN_PASSWORD: 's3cret-admin-pass',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    const server = await startServer({ env });
    try {
      expect(server.adminPassword).toEqual({ state: 'none' });
      expect(existsSync(join(env.DATA_DIR, 'admin-password.txt'))).toBe(false);
      expect((await signInOverHttp(server.url, 'admin', 's3cret-admin-pass')).login.status).toBe(200);
      expect((await signInOverHttp(server.url, 'admin@localhost', 's3cret-admin-pass')).login.status).toBe(
        200,
      );
    } finally {
      await server.close();
    }
    // A cold start of the embedded database, which takes well over the default on a busy machine.
  }, 90_000);
});
