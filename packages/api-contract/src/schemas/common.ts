import { z } from '@hono/zod-openapi';

/** The one error envelope of the whole API: a readable zh-TW detail and an optional machine code. */
export const errorBodySchema = z
  .object({
    detail: z.string().openapi({ example: '帳號或密碼錯誤' }),
    code: z.string().optional().openapi({ example: 'invalid_credentials' }),
  })
  .openapi('ErrorBody');
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A positive integer id taken from a path segment. */
export const idParam = z.coerce
  .number()
  .int()
  .positive()
  .openapi({ param: { in: 'path', required: true }, example: 1, type: 'integer' });

export const okSchema = z.object({ ok: z.literal(true) }).openapi('Ok');
export type Ok = z.infer<typeof okSchema>;
