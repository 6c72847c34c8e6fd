import { errorCatalogue } from '@pastexam/api-contract';

/** Why a single sign-on attempt ended without a session. */
export type OidcFailure =
  | 'denied'
  | 'provider_error'
  | 'state'
  | 'unreachable'
  | 'exchange'
  | 'missing_email'
  | 'sign_in'
  | 'disabled';

/** What the login callback page shows for each failure. */
export const oidcFailureMessages: Record<OidcFailure, string> = {
  denied: '已取消授權，未完成校務帳號登入',
  provider_error: '校務登入服務回報錯誤，請稍後再試',
  state: '登入逾時或狀態不符，請重新登入',
  unreachable: '無法連線到校務登入服務，請稍後再試',
  exchange: '校務登入驗證失敗，請重新登入',
  missing_email: '校務帳號未提供電子郵件，無法登入',
  sign_in: '無法完成登入，請稍後再試或聯絡管理員',
  disabled: errorCatalogue.sso_disabled.message,
};

/** A single sign-on failure whose reason decides the message the person sees. */
export class OidcFlowError extends Error {
  override name = 'OidcFlowError';

  constructor(
    readonly reason: OidcFailure,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}
