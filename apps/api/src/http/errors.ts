import type { ErrorBody } from '@pastexam/api-contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every error the API answers with, so the same situation always reads the same way. */
export const apiErrors = {
  invalidInput: { status: 400, code: 'invalid_input', detail: '輸入資料格式不正確' },
  invalidJson: { status: 400, code: 'invalid_input', detail: '請求內容不是有效的 JSON' },
  unsupportedContentType: { status: 400, code: 'invalid_input', detail: '請求內容的格式不支援' },
  invalidCredentials: { status: 401, code: 'invalid_credentials', detail: '帳號或密碼錯誤' },
  unauthorized: { status: 401, code: 'unauthorized', detail: '登入已失效，請重新登入' },
  forbidden: { status: 403, code: 'forbidden', detail: '需要管理員權限' },
  xsrf: { status: 403, code: 'xsrf', detail: '安全驗證失敗，請重新整理頁面後再試' },
  notFound: { status: 404, code: 'not_found', detail: '找不到此 API 路徑' },
  payloadTooLarge: { status: 413, code: 'payload_too_large', detail: '請求內容過大' },
  tooManyAttempts: { status: 429, code: 'too_many_attempts', detail: '登入失敗次數過多，請 15 分鐘後再試' },
  internal: { status: 500, code: 'internal_error', detail: '伺服器發生錯誤，請稍後再試' },
} as const satisfies Record<string, ErrorBody & { status: ContentfulStatusCode }>;

type ApiError<S extends ContentfulStatusCode> = { status: S; code: string; detail: string };

/** Answers with one of `apiErrors`, optionally with a more specific detail. */
export function sendError<S extends ContentfulStatusCode>(c: Context, error: ApiError<S>, detail?: string) {
  return c.json({ detail: detail ?? error.detail, code: error.code }, error.status);
}
