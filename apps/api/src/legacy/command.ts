// The command behind `pnpm import-legacy` (product §9.11): the original system's database and bucket into this
// one, with the server's own settings.
import { parseArgs } from 'node:util';
import { serverHoldingDataDir } from '../backup/lock.ts';
import { createDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { createStorage } from '../storage/index.ts';
import { importLegacy } from './import.ts';
import type { ImportReport } from './run.ts';
import { openLegacyDatabase } from './source.ts';

const USAGE =
  '用法：pnpm import-legacy --database 舊系統的 PostgreSQL 網址 (--files 目錄 | --s3-bucket 名稱 [--s3-endpoint 網址] [--s3-region 區域]) [--oidc-issuer 網址] [--dry-run]';

export class UsageError extends Error {}

/** Runs the command with `args`; answers the report, or throws a UsageError or EnvError to print. */
export async function runImportCommand(args: string[], environment = process.env): Promise<ImportReport> {
  const { values } = parseArgs({
    args,
    options: {
      database: { type: 'string' },
      files: { type: 'string' },
      's3-bucket': { type: 'string' },
      's3-endpoint': { type: 'string' },
      's3-region': { type: 'string' },
      'oidc-issuer': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.database || !values.files === !values['s3-bucket']) throw new UsageError(USAGE);
  const env = loadEnv(environment);
  const serving = env.DATABASE_URL ? null : serverHoldingDataDir(env.DATA_DIR);
  if (serving !== null) {
    throw new UsageError(`伺服器（程序 ${serving}）正在使用內嵌資料庫：請先停止伺服器再匯入`);
  }
  const files = values.files
    ? createStorage({ kind: 'local', dir: values.files })
    : createStorage({
        kind: 's3',
        bucket: values['s3-bucket'] ?? '',
        endpoint: values['s3-endpoint'],
        region: values['s3-region'] ?? 'us-east-1',
        accessKeyId: environment.LEGACY_S3_ACCESS_KEY_ID,
        secretAccessKey: environment.LEGACY_S3_SECRET_ACCESS_KEY,
        forcePathStyle: values['s3-endpoint'] !== undefined,
      });
  const source = openLegacyDatabase(values.database);
  await source.rows('select 1').catch(async (error: unknown) => {
    await source.close();
    throw new UsageError(
      `無法連線到舊系統的資料庫：${error instanceof Error ? error.message : String(error)}`,
    );
  });
  const database = createDatabase(env);
  try {
    await database.migrate();
    return await importLegacy({
      source,
      files,
      db: database.db,
      storage: createStorage(env.storage),
      oidcIssuer: values['oidc-issuer'] ?? env.oidc?.issuer ?? null,
      appSecret: env.APP_SECRET,
      dryRun: values['dry-run'],
    });
  } finally {
    await source.close();
    await database.close();
  }
}
