import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { geminiEnvShape } from './ai-exam/gemini/index.ts';
import { blankAsUnset } from './env-blank.ts';
import { type StorageConfig, StorageConfigError, s3EnvShape, storageConfigFromEnv } from './storage/index.ts';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => blankAsUnset(value) ?? fallback, schema);

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const httpUrl = z
  .url({ protocol: /^https?$/, error: '必須是 http:// 或 https:// 開頭的網址' })
  .transform((value) => value.replace(/\/+$/, ''));

const rawEnvSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535, '必須是 0 到 65535 的整數'), '3000'),
  HOST: withDefault(z.string(), '0.0.0.0'),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: '必須是 postgres:// 或 postgresql:// 開頭的連線字串' }),
  ),
  APP_SECRET: optional(z.string().min(32, 'APP_SECRET 至少需要 32 個字元')),
  ADMIN_USERNAME: withDefault(z.string().trim().min(1).max(50, '名稱最多 50 個字'), 'admin'),
  ADMIN_PASSWORD: optional(z.string().min(8, '密碼至少 8 個字元').max(200, '密碼最多 200 個字元')),
  ADMIN_EMAIL: withDefault(
    z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+$/, '電子郵件格式不正確'),
    'admin@localhost',
  ),
  TOKEN_TTL_MINUTES: withDefault(
    z.coerce.number().int().min(1).max(43_200, '必須是 1 到 43200 的整數'),
    '480',
  ),
  OIDC_ISSUER: optional(httpUrl),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  PUBLIC_URL: optional(httpUrl),
  WEB_DIST: optional(z.string()),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: withDefault(flag, 'false'),
  UPLOAD_MAX_MB: withDefault(z.coerce.number().positive('必須是大於 0 的數字').max(1024, '最多 1024'), '10'),
  SEED_DEMO: optional(flag),
  ...s3EnvShape,
  ...geminiEnvShape,
  /** AI exam generations this process runs at once; 0 leaves the queue to other replicas. */
  AI_WORKER_CONCURRENCY: withDefault(z.coerce.number().int().min(0).max(50, '必須是 0 到 50 的整數'), '2'),
  AI_TASK_TIME_LIMIT_SECONDS: withDefault(
    z.coerce.number().positive('必須是大於 0 的秒數').max(86_400, '最多 86400 秒'),
    '600',
  ),
  /** How long a worker's claim on a task lasts without renewal; a dead worker's task is taken up after it. */
  AI_TASK_LEASE_SECONDS: withDefault(
    z.coerce.number().positive('必須是大於 0 的秒數').max(3600, '最多 3600 秒'),
    '60',
  ),
});

/** Where the built web app lives when WEB_DIST is not set: apps/web/dist next to this package. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Single sign-on settings; present only when all three OIDC variables are set. */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string };

export type Env = Omit<z.infer<typeof rawEnvSchema>, 'APP_SECRET' | 'PUBLIC_URL' | 'WEB_DIST'> & {
  /** Absolute path. */
  DATA_DIR: string;
  APP_SECRET: string;
  /** True when APP_SECRET came from DATA_DIR/secret rather than the environment. */
  appSecretFromFile: boolean;
  PUBLIC_URL: string;
  /** Absolute path. */
  WEB_DIST: string;
  oidc: OidcSettings | null;
  /** Where archive files live: DATA_DIR/files, or the S3 bucket the S3_* variables name. */
  storage: StorageConfig;
  /** Whether an empty database gets the demo department; by default only the embedded one does. */
  seedDemo: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Reads the configuration from `source` (process.env by default). When APP_SECRET is unset the secret is
 * created once in DATA_DIR/secret (mode 0600) and reused on later starts. Throws EnvError listing every
 * invalid variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`環境變數設定錯誤：\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const oidcParts = [raw.OIDC_ISSUER, raw.OIDC_CLIENT_ID, raw.OIDC_CLIENT_SECRET];
  const oidcSetCount = oidcParts.filter((part) => part !== undefined).length;
  if (oidcSetCount !== 0 && oidcSetCount !== oidcParts.length) {
    throw new EnvError(
      '環境變數設定錯誤：\n- OIDC_ISSUER、OIDC_CLIENT_ID、OIDC_CLIENT_SECRET 必須同時設定或同時留空',
    );
  }
  const dataDir = resolve(raw.DATA_DIR);
  let storage: StorageConfig;
  try {
    storage = storageConfigFromEnv(raw, dataDir);
  } catch (error) {
    if (error instanceof StorageConfigError) throw new EnvError(`環境變數設定錯誤：\n- ${error.message}`);
    throw error;
  }
  const secret = raw.APP_SECRET ?? readOrCreateSecret(dataDir);
  return {
    ...raw,
    DATA_DIR: dataDir,
    APP_SECRET: secret,
    appSecretFromFile: raw.APP_SECRET === undefined,
    PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    WEB_DIST: resolve(raw.WEB_DIST ?? defaultWebDist),
    oidc:
      raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET
        ? { issuer: raw.OIDC_ISSUER, clientId: raw.OIDC_CLIENT_ID, clientSecret: raw.OIDC_CLIENT_SECRET }
        : null,
    storage,
    seedDemo: raw.SEED_DEMO ?? raw.DATABASE_URL === undefined,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, 'secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when another process created the file first; then we read theirs.
    writeFileSync(path, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) throw new EnvError(`${path} 的內容太短，請刪除該檔案讓系統重新產生`);
  return secret;
}
