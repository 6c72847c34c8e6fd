import { join } from 'node:path';
import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { startServer } from '../server.ts';
import { captureLogs } from './app.ts';
import type { TestStorage } from './database.ts';

/** The environment of a real server over `storage`, listening on a free loopback port; `extra` adds to it. */
export function serverEnv(storage: TestStorage, extra: Record<string, string> = {}) {
  return loadEnv({
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    // No web build unless a test provides one.
    WEB_DIST: join(storage.dataDir, 'web-dist'),
    ...extra,
  });
}

/** A real listening server over `storage`, its logs captured. */
export function startQuietServer(storage: TestStorage, extra: Record<string, string> = {}) {
  const env = serverEnv(storage, extra);
  return startServer({ env, logger: createLogger(env, captureLogs().stream) });
}
