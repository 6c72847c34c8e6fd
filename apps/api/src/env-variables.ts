import { DEFAULT_UPLOAD_MAX_MB, issueReportUrlSchema } from '@pastexam/api-contract';
import { z } from 'zod';

/**
 * Every environment variable the server reads, each parsed on its own: type, range, default and the zh-TW
 * message an operator reads. Plain parsing only; what a variable means is up to the area that uses it.
 */

/** Container tooling often passes unset variables as empty strings; treat them as unset. */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => blankAsUnset(value) ?? fallback, schema);

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const httpUrl = (error: string) =>
  z.url({ protocol: /^https?$/, error }).transform((value) => value.replace(/\/+$/, ''));
const URL_MESSAGE = '必須是 http:// 或 https:// 開頭的網址';
const seconds = (max: number) => z.coerce.number().positive('必須是大於 0 的秒數').max(max, `最多 ${max} 秒`);

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

/** EMBEDDED_DB_CACHE_MB unless set: as fast to start as 16 MB, and as fast to search 10,000 exams as 128. */
export const DEFAULT_EMBEDDED_DB_CACHE_MB = 32;
const CACHE_MESSAGE = '必須是 16 到 1024 的整數（MB）';

/** The S3_* variables; without S3_BUCKET files stay on local disk. */
export const s3VariableNames = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

export const variablesSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535, '必須是 0 到 65535 的整數'), '3000'),
  HOST: withDefault(z.string(), '0.0.0.0'),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: '必須是 postgres:// 或 postgresql:// 開頭的連線字串' }),
  ),
  /**
   * The embedded database's buffer cache in MB, set up afresh at every start (PostgreSQL's own default, 128 MB,
   * took most of a start's time). Pages beyond it are read from DATA_DIR's files through the system's cache.
   */
  EMBEDDED_DB_CACHE_MB: withDefault(
    z.coerce
      .number({ error: CACHE_MESSAGE })
      .int(CACHE_MESSAGE)
      .min(16, CACHE_MESSAGE)
      .max(1024, CACHE_MESSAGE),
    String(DEFAULT_EMBEDDED_DB_CACHE_MB),
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
  OIDC_ISSUER: optional(httpUrl(URL_MESSAGE)),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  PUBLIC_URL: optional(httpUrl(URL_MESSAGE)),
  WEB_DIST: optional(z.string()),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /**
   * Short lines for a person (`pretty`) or pino's JSON lines for machines (`json`); unset, pretty exactly when
   * standard output is a terminal.
   */
  LOG_FORMAT: optional(z.enum(['pretty', 'json'], { error: 'LOG_FORMAT 必須是 pretty 或 json' })),
  /** The address 問題回報 opens with the report filled in (a new-issue page or a mailto:); unset, it says so. */
  ISSUE_REPORT_URL: optional(
    z.string().refine((url) => issueReportUrlSchema.safeParse(url).success, {
      error:
        '必須是 http:// 或 https:// 開頭的網址（例如 GitHub 的新 issue 頁面），或 mailto: 加上電子郵件地址',
    }),
  ),
  TRUST_PROXY: withDefault(flag, 'false'),
  UPLOAD_MAX_MB: withDefault(
    z.coerce.number().positive('必須是大於 0 的數字').max(1024, '最多 1024'),
    String(DEFAULT_UPLOAD_MAX_MB),
  ),
  /** How long a client may take to send a request's headers; a slow client holds a connection no longer. */
  HTTP_HEADERS_TIMEOUT_SECONDS: withDefault(seconds(600), '20'),
  /** How long a client may take to send a whole request, body included; by default sized for UPLOAD_MAX_MB. */
  HTTP_REQUEST_TIMEOUT_SECONDS: optional(seconds(3600)),
  /** How long an idle keep-alive connection stays open for the next request. */
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: withDefault(seconds(600), '5'),
  /** How long a stopping server lets running requests (downloads, uploads) finish before it cuts them off. */
  SHUTDOWN_GRACE_SECONDS: withDefault(seconds(3600), '10'),
  SEED_DEMO: optional(flag),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: `S3_ENDPOINT ${URL_MESSAGE}` })),
  S3_REGION: optional(z.string().trim().min(1)),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET 必須是 3 到 63 個小寫英數字、點或連字號'),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(
    z.enum(['true', 'false', '1', '0'], { error: 'S3_FORCE_PATH_STYLE 必須是 true 或 false' }),
  ),
  /** GEMINI_BASE_URL points the SDK at another server speaking the same REST API (the fake in dev and tests). */
  GEMINI_MODEL: withDefault(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'GEMINI_MODEL 必須是模型名稱，例如 gemini-2.5-flash'),
    DEFAULT_GEMINI_MODEL,
  ),
  GEMINI_BASE_URL: optional(httpUrl(`GEMINI_BASE_URL ${URL_MESSAGE}`)),
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
  /**
   * Background jobs of each lane run at once: maintenance (cleaning stored PDFs, sweeps, purging the trash) and
   * reading uploads' text for search; OCR of scans runs one at a time. 0 leaves them all to other replicas.
   */
  JOB_WORKER_CONCURRENCY: withDefault(z.coerce.number().int().min(0).max(20, '必須是 0 到 20 的整數'), '1'),
  /** Days a deleted archive stays in the trash before it is purged for good, file and all. */
  TRASH_RETENTION_DAYS: withDefault(
    z.coerce.number().int().min(1, '必須是 1 到 3650 的整數').max(3650, '必須是 1 到 3650 的整數'),
    '30',
  ),
  /** Days an entry of the audit log (操作紀錄) is kept before it is removed. */
  AUDIT_RETENTION_DAYS: withDefault(
    z.coerce.number().int().min(1, '必須是 1 到 3650 的整數').max(3650, '必須是 1 到 3650 的整數'),
    '365',
  ),
  /** Prometheus metrics on a listener of their own (GET /metrics), for a scraper on the machine or the network. */
  METRICS_PORT: optional(
    z.coerce.number().int().min(1, '必須是 1 到 65535 的整數').max(65535, '必須是 1 到 65535 的整數'),
  ),
  METRICS_HOST: withDefault(z.string(), '127.0.0.1'),
  /** Prometheus metrics at GET /api/metrics on the main port, for a scraper sending this bearer token. */
  METRICS_TOKEN: optional(z.string().min(16, 'METRICS_TOKEN 至少需要 16 個字元')),
  /**
   * The mail server notifications are sent through (smtp://user:pass@host:587, smtps:// for TLS from the start);
   * unset, no mail is sent and 通知設定 does not offer e-mail. It holds a password: never logged.
   */
  SMTP_URL: optional(
    z.url({
      protocol: /^smtps?$/,
      error: 'SMTP_URL 必須是 smtp:// 或 smtps:// 開頭的網址，例如 smtp://帳號:密碼@主機:587',
    }),
  ),
  /** The sender of notification mail; by default 考古題系統 at no-reply@ the host of PUBLIC_URL. */
  MAIL_FROM: optional(z.string().trim().min(3).max(200, 'MAIL_FROM 最多 200 個字元')),
  /** How long a daily digest's oldest notification waits before the digest goes out: a day, unless set (0: at once). */
  MAIL_DIGEST_MINUTES: withDefault(
    z.coerce.number().int().min(0, '必須是 0 到 10080 的整數').max(10_080, '必須是 0 到 10080 的整數'),
    '1440',
  ),
  /**
   * How long the home page's figures are answered from one count before the database is asked again: they scan
   * whole tables, and every guest's home page asks.
   */
  STATISTICS_MAX_AGE_SECONDS: withDefault(
    z.coerce.number().int().min(1, '必須是 1 到 3600 的整數').max(3600, '必須是 1 到 3600 的整數'),
    '60',
  ),
  /** How old a file being written must be before the sweep takes it for one a crash left behind. */
  ORPHAN_GRACE_SECONDS: withDefault(
    z.coerce.number().int().min(1, '必須是 1 到 604800 的整數').max(604_800, '必須是 1 到 604800 的整數'),
    '3600',
  ),
});

export type Variables = z.infer<typeof variablesSchema>;
