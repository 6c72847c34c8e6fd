import type { ErrorBody } from '@pastexam/api-contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** User administration's own errors, in the same envelope as `apiErrors`; codes name the field at fault. */
export const userAdminErrors = {
  userNotFound: { status: 404, code: 'user_not_found', detail: '找不到此使用者' },
  duplicateName: { status: 409, code: 'duplicate_name', detail: '此名稱已被其他帳號使用' },
  duplicateEmail: { status: 409, code: 'duplicate_email', detail: '此電子郵件已被其他帳號使用' },
  cannotDeleteSelf: { status: 400, code: 'cannot_delete_self', detail: '不能刪除自己的帳號' },
  cannotDemoteSelf: { status: 400, code: 'cannot_demote_self', detail: '不能取消自己的管理員權限' },
  ssoPassword: {
    status: 400,
    code: 'sso_password',
    detail: '單一登入帳號由校務系統驗證，無法設定密碼',
  },
} as const satisfies Record<string, ErrorBody & { status: ContentfulStatusCode }>;
