import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { s3VariableNames, type Variables, variablesSchema } from './env-variables.ts';

/** Where the built web app lives when WEB_DIST is not set: apps/web/dist next to this package. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Single sign-on settings; present only when all three OIDC variables are set. */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string };

/** An S3-compatible bucket, as the S3_* variables name it. */
export type S3Settings = {
  /** Omitted for AWS S3 itself; the store's URL for MinIO, Ceph, R2 and the like. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  /** With secretAccessKey; both omitted means the SDK's default credential chain. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` URLs rather than `bucket.endpoint/key`; most self-hosted stores need it. */
  forcePathStyle: boolean;
};

/** Where archive files live: DATA_DIR/files, or the bucket the S3_* variables name. */
export type StorageSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

export type Env = Omit<
  Variables,
  'APP_SECRET' | 'PUBLIC_URL' | 'WEB_DIST' | 'HTTP_REQUEST_TIMEOUT_SECONDS' | 'MAIL_FROM'
> & {
  /** As set, or 考古題系統 <no-reply@the host of PUBLIC_URL>. */
  MAIL_FROM: string;
  /** As set, or long enough for the largest upload on a slow line (see requestTimeoutFor). */
  HTTP_REQUEST_TIMEOUT_SECONDS: number;
  /** Absolute path. */
  DATA_DIR: string;
  APP_SECRET: string;
  /** True when APP_SECRET came from DATA_DIR/secret rather than the environment. */
  appSecretFromFile: boolean;
  PUBLIC_URL: string;
  /** Absolute path. */
  WEB_DIST: string;
  oidc: OidcSettings | null;
  storage: StorageSettings;
  /** Whether an empty database gets the demo department; by default only the embedded one does. */
  seedDemo: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

const envError = (lines: readonly string[]) =>
  new EnvError(`環境變數設定錯誤：\n${lines.map((line) => `- ${line}`).join('\n')}`);

/**
 * The time a whole request may take when HTTP_REQUEST_TIMEOUT_SECONDS is not set: the largest upload
 * (UPLOAD_MAX_MB) on a 512 kbit/s uplink (16 s per MB), plus half a minute for a slow start. 190 s for the
 * default 10 MB, where Node's own 300 s let a client that never finished hold a connection for five minutes.
 */
export const requestTimeoutFor = (uploadMaxMb: number) => Math.ceil(30 + 16 * uploadMaxMb);

/** Variables that only make sense together must be set together. */
function checkCombinations(raw: Variables): string[] {
  const problems: string[] = [];
  const oidcSet = [raw.OIDC_ISSUER, raw.OIDC_CLIENT_ID, raw.OIDC_CLIENT_SECRET].filter(
    (v) => v !== undefined,
  );
  if (oidcSet.length !== 0 && oidcSet.length !== 3) {
    problems.push('OIDC_ISSUER、OIDC_CLIENT_ID、OIDC_CLIENT_SECRET 必須同時設定或同時留空');
  }
  if (raw.S3_BUCKET === undefined) {
    // S3 settings without a bucket must not quietly fall back to local disk.
    const stray = s3VariableNames.filter((name) => raw[name] !== undefined);
    if (stray.length > 0) problems.push(`已設定 ${stray.join('、')}，但缺少 S3_BUCKET`);
  } else if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID 與 S3_SECRET_ACCESS_KEY 必須同時設定或同時留空');
  }
  const requestTimeout = raw.HTTP_REQUEST_TIMEOUT_SECONDS ?? requestTimeoutFor(raw.UPLOAD_MAX_MB);
  if (raw.HTTP_HEADERS_TIMEOUT_SECONDS > requestTimeout) {
    problems.push('HTTP_HEADERS_TIMEOUT_SECONDS 不可大於 HTTP_REQUEST_TIMEOUT_SECONDS');
  }
  return problems;
}

function storageSettings(raw: Variables, dataDir: string): StorageSettings {
  if (raw.S3_BUCKET === undefined) return { kind: 'local', dir: join(dataDir, 'files') };
  const pathStyle = raw.S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    endpoint: raw.S3_ENDPOINT,
    region: raw.S3_REGION ?? 'us-east-1',
    bucket: raw.S3_BUCKET,
    accessKeyId: raw.S3_ACCESS_KEY_ID,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
    // Self-hosted stores rarely have per-bucket DNS names, so a custom endpoint implies path style.
    forcePathStyle:
      pathStyle === undefined ? raw.S3_ENDPOINT !== undefined : pathStyle === 'true' || pathStyle === '1',
  };
}

/**
 * Reads the configuration from `source` (process.env by default). When APP_SECRET is unset the secret is
 * created once in DATA_DIR/secret (mode 0600) and reused on later starts. Throws EnvError listing every
 * invalid variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = variablesSchema.safeParse(source);
  if (!parsed.success) {
    throw envError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const raw = parsed.data;
  const problems = checkCombinations(raw);
  if (problems.length > 0) throw envError(problems);
  const dataDir = resolve(raw.DATA_DIR);
  const secret = raw.APP_SECRET ?? readOrCreateSecret(dataDir);
  const publicUrl = raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`;
  return {
    ...raw,
    DATA_DIR: dataDir,
    APP_SECRET: secret,
    appSecretFromFile: raw.APP_SECRET === undefined,
    PUBLIC_URL: publicUrl,
    MAIL_FROM: raw.MAIL_FROM ?? `考古題系統 <no-reply@${new URL(publicUrl).hostname}>`,
    WEB_DIST: resolve(raw.WEB_DIST ?? defaultWebDist),
    HTTP_REQUEST_TIMEOUT_SECONDS: raw.HTTP_REQUEST_TIMEOUT_SECONDS ?? requestTimeoutFor(raw.UPLOAD_MAX_MB),
    oidc:
      raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET
        ? { issuer: raw.OIDC_ISSUER, clientId: raw.OIDC_CLIENT_ID, clientSecret: raw.OIDC_CLIENT_SECRET }
        : null,
    storage: storageSettings(raw, dataDir),
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
