import { join } from 'node:path';
import { z } from 'zod';
import { blankAsUnset } from '../env-blank.ts';

const optionalVariable = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

/**
 * The S3_* environment variables, as fields to spread into the server's environment schema
 * (`z.object({ ...s3EnvShape, … })`). Nothing here is required: without S3_BUCKET files stay on local disk.
 */
export const s3EnvShape = {
  S3_ENDPOINT: optionalVariable(
    z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT 必須是 http:// 或 https:// 開頭的網址' }),
  ),
  S3_REGION: optionalVariable(z.string().trim().min(1)),
  S3_BUCKET: optionalVariable(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET 必須是 3 到 63 個小寫英數字、點或連字號'),
  ),
  S3_ACCESS_KEY_ID: optionalVariable(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optionalVariable(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optionalVariable(
    z.enum(['true', 'false', '1', '0'], { error: 'S3_FORCE_PATH_STYLE 必須是 true 或 false' }),
  ),
};

export const s3EnvSchema = z.object(s3EnvShape);
export type S3Env = z.infer<typeof s3EnvSchema>;

export const s3StorageOptionsSchema = z.object({
  /** Omitted for AWS S3 itself; the store's URL for MinIO, Ceph, R2 and the like. */
  endpoint: z.url().optional(),
  region: z.string().min(1),
  bucket: z.string().min(1),
  /** With secretAccessKey; both omitted means the SDK's default credential chain. */
  accessKeyId: z.string().min(1).optional(),
  secretAccessKey: z.string().min(1).optional(),
  /** `endpoint/bucket/key` URLs rather than `bucket.endpoint/key`; most self-hosted stores need it. */
  forcePathStyle: z.boolean(),
});
export type S3StorageOptions = z.infer<typeof s3StorageOptionsSchema>;

export const storageConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('local'), dir: z.string().min(1) }),
  s3StorageOptionsSchema.extend({ kind: z.literal('s3') }),
]);
export type StorageConfig = z.infer<typeof storageConfigSchema>;

/** A combination of S3_* variables that cannot be what the operator meant. */
export class StorageConfigError extends Error {
  override name = 'StorageConfigError';
}

/**
 * Chooses where files live: the bucket named by S3_BUCKET, or `dataDir/files`. Throws StorageConfigError
 * (a zh-TW line naming the variables) when S3 settings are given without a bucket, or only one access key
 * half is set, rather than silently falling back to local disk.
 */
export function storageConfigFromEnv(env: S3Env, dataDir: string): StorageConfig {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (bucket === undefined) {
    // Only the S3_* names: the caller may hand over its whole environment object.
    const stray = Object.entries(env)
      .filter(([name, value]) => name in s3EnvShape && value !== undefined)
      .map(([name]) => name);
    if (stray.length > 0) {
      throw new StorageConfigError(`已設定 ${stray.join('、')}，但缺少 S3_BUCKET`);
    }
    return { kind: 'local', dir: join(dataDir, 'files') };
  }
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new StorageConfigError('S3_ACCESS_KEY_ID 與 S3_SECRET_ACCESS_KEY 必須同時設定或同時留空');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    // Self-hosted stores rarely have per-bucket DNS names, so a custom endpoint implies path style.
    forcePathStyle:
      pathStyle === undefined ? env.S3_ENDPOINT !== undefined : pathStyle === 'true' || pathStyle === '1',
  };
}
