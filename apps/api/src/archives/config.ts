import { type ArchiveConfig, fileTooLargeMessage, uploadMaxBytes } from '@pastexam/api-contract';
import type { Env } from '../env.ts';
import { fail } from '../refusal.ts';

/** Room for the form fields and multipart boundaries next to the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

type Limit = Pick<Env, 'UPLOAD_MAX_MB'>;

/** The largest file accepted, in bytes. */
export const uploadLimitBytes = (env: Limit) => uploadMaxBytes(env.UPLOAD_MAX_MB);

/** The archives' share of GET /config: the browser refuses a larger file before sending it. */
export const archiveConfig = (env: Limit): ArchiveConfig => ({ upload_max_bytes: uploadLimitBytes(env) });

export const fileTooLarge = (env: Limit) =>
  fail('file_too_large', fileTooLargeMessage(uploadLimitBytes(env)));

/**
 * The upload's body limit: an oversized upload is refused while it streams in, before anything is parsed or
 * stored. It includes the form around the file, so the service checks the file's own size again.
 */
export const uploadBodyLimit = (env: Limit) => ({
  maxBytes: uploadLimitBytes(env) + FORM_OVERHEAD_BYTES,
  refusal: fileTooLarge(env),
});
