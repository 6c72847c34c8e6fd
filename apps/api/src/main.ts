import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

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
  const server = await startServer({ env, logger, contractViolations: 'log' });
  process.stdout.write(`考古題系統已啟動：${server.url}\n`);

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
  process.stderr.write(
    `無法啟動伺服器：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
