import type { z } from '@hono/zod-openapi';
import { errorBodySchema } from '../schemas/common.ts';

const errorDescriptions = {
  400: '輸入不正確',
  401: '未登入或登入已失效',
  403: '沒有權限，或缺少 X-XSRF-TOKEN',
  404: '找不到資源',
  409: '與現有資料衝突',
  413: '檔案過大',
  415: '檔案類型不支援',
  416: '請求的範圍超出檔案大小',
  429: '嘗試次數過多',
  502: '外部服務無法連線',
} as const;
type ErrorStatus = keyof typeof errorDescriptions;

/** A JSON response with its description. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

/** A JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** The error responses of a route, each with the one error envelope. */
export function errors<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, json(errorBodySchema, errorDescriptions[status])]),
  ) as {
    [K in S]: { description: string; content: { 'application/json': { schema: typeof errorBodySchema } } };
  };
}

/** Routes that need a signed-in user. */
export const bearer = [{ bearerAuth: [] }];
