import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';
import { adminPasswordNotice } from './start-notice.ts';
import { demoAccounts, startFakeGemini, startOidcProvider } from './testing/index.ts';

/**
 * `pnpm dev`: the API for the Vite dev server, with a local identity provider so the 使用校務帳號登入 button
 * works without a university's SSO, and a fake Gemini that accepts any key shaped like one (`AIza…`) so AI
 * exams can be clicked through offline. Whatever the environment already sets (a real OIDC_ISSUER, a
 * GEMINI_BASE_URL, another PUBLIC_URL, SEED_DEMO=false …) wins over these defaults.
 */
const DEV_PROVIDER_PORT = 3001;
/** The Vite dev server, which proxies /api to this process. */
const DEV_PUBLIC_URL = 'http://localhost:5173';
const DEV_CLIENT = { client_id: 'pastexam-dev', client_secret: 'pastexam-dev-client-secret' };

async function dev() {
  const publicUrl = process.env.PUBLIC_URL || DEV_PUBLIC_URL;
  const provider = process.env.OIDC_ISSUER
    ? null
    : await startOidcProvider({
        port: DEV_PROVIDER_PORT,
        clients: [{ ...DEV_CLIENT, redirect_uris: [`${publicUrl}/api/auth/oauth/callback`] }],
      });

  const gemini = process.env.GEMINI_BASE_URL ? null : await startFakeGemini({ validKeys: 'any' });

  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv({
      ...process.env,
      PUBLIC_URL: publicUrl,
      SEED_DEMO: process.env.SEED_DEMO || 'true',
      ...(gemini ? { GEMINI_BASE_URL: gemini.baseUrl } : {}),
      ...(provider
        ? {
            OIDC_ISSUER: provider.issuer,
            OIDC_CLIENT_ID: DEV_CLIENT.client_id,
            OIDC_CLIENT_SECRET: DEV_CLIENT.client_secret,
          }
        : {}),
    });
  } catch (error) {
    await Promise.all([provider?.close(), gemini?.close()]);
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }

  const logger = createLogger(env);
  const server = await startServer({ env, logger });
  const accounts = demoAccounts.map((account) => `${account.username} / ${account.password}`).join('、');
  process.stdout.write(`考古題系統 API：${server.url}，網頁：${env.PUBLIC_URL}\n`);
  if (provider) process.stdout.write(`開發用校務登入：${provider.issuer}（示範帳號 ${accounts}）\n`);
  if (gemini)
    process.stdout.write(`開發用 Gemini（離線模擬）：${gemini.baseUrl}，任何 AIza 開頭的 API Key 都可使用\n`);
  process.stdout.write(
    adminPasswordNotice(env.PUBLIC_URL, server.adminPassword, process.stdout.isTTY === true),
  );

  // tsx watch restarts this process on every change; both ports must be free again for the next start.
  const stop = () => {
    Promise.all([server.close(), provider?.close(), gemini?.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

dev().catch((error: unknown) => {
  process.stderr.write(
    `無法啟動開發伺服器：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
