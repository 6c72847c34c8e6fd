import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { type AuthedEnv, requireUser } from '../auth/middleware.ts';
import { sendError } from '../http/errors.ts';

/** Room for the form fields and multipart boundaries next to the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The largest file accepted, in whole bytes; the browser gets the same number to check before sending. */
export const uploadMaxBytes = (maxMb: number) => Math.floor(maxMb * 1024 * 1024);

export const uploadTooLarge = (maxMb: number) =>
  ({ status: 413, code: 'file_too_large', detail: `檔案超過 ${maxMb} MB 上限` }) as const;

/**
 * Refuses an oversized upload while it streams in, before anything is parsed or stored; the handler checks the
 * file's own size again, since the limit here includes the form around it. Signed-in users only.
 */
export const signedInUpload = createMiddleware<AuthedEnv>(async (c, next) =>
  requireUser(c, async () => {
    const maxMb = c.var.env.UPLOAD_MAX_MB;
    const limit = bodyLimit({
      maxSize: uploadMaxBytes(maxMb) + FORM_OVERHEAD_BYTES,
      onError: (c) => sendError(c, uploadTooLarge(maxMb)),
    });
    const response = await limit(c, next);
    // Only a refusal comes back as a Response; after `next` the route has already set c.res.
    if (response instanceof Response) c.res = response;
  }),
);
