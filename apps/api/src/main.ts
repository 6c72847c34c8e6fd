import { currentTemplate } from './db/template.ts';
import { EnvError, loadEnv } from './env.ts';
import { WebBuildError } from './http/web-app.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';
import { adminPasswordNotice } from './start-notice.ts';

/**
 * How long a start waits for a web build that another start, `pnpm build` or a turbo cache restore is writing
 * into WEB_DIST: Vite, the prerender and the compression take 70 s on a busy 2-core machine, longer beside
 * another build.
 */
const WEB_BUILD_WAIT_SECONDS = 180;

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger(env);
  // In production an answer the contract does not declare is logged, not turned into a 500.
  const server = await startServer({
    env,
    logger,
    contractViolations: 'log',
    webBuildWaitSeconds: WEB_BUILD_WAIT_SECONDS,
    databaseTemplate: currentTemplate(),
  });
  process.stdout.write(`考古題系統已啟動：${server.url}\n`);
  process.stdout.write(adminPasswordNotice(server.url, server.adminPassword, process.stdout.isTTY === true));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // pnpm passes Ctrl-C on as well: the second signal must not cut the clean shutdown short.
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => {
        process.stdout.write('考古題系統已停止。\n');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  // A missing web build is the operator's to fix, not a fault in the code: its message says what to do.
  const said =
    error instanceof WebBuildError ? error.message : error instanceof Error ? error.stack : undefined;
  process.stderr.write(`無法啟動伺服器：${said ?? String(error)}\n`);
  process.exit(1);
});
