import type { AuthProvider } from '@pastexam/api-contract';

/** How each kind of account is named in the admin page. */
export const authProviderLabels: Record<AuthProvider, string> = { local: '本機帳號', oidc: '單一登入' };

/** Why an admin's own admin switch is locked. */
export const SELF_DEMOTION_NOTE = '不能取消自己的管理員權限，請由其他管理員操作';

/** Why an admin's own edit dialog offers no password: resetting it here would end their own session. */
export const SELF_PASSWORD_NOTE = '自己的密碼請從頁首帳號選單中的「變更密碼」變更';

/** Why a single sign-on account's edit dialog offers no password. */
export const SSO_PASSWORD_NOTE = '單一登入帳號由校務系統驗證，無法在此設定密碼。';

/**
 * Under a local account's 名稱 and 電子郵件: the login dialog asks for a 帳號, and either of the two is one
 * (product §3.2). A single sign-on account shows neither: it cannot sign in with a password.
 */
export const NAME_SIGNS_IN = '可作為登入帳號';
export const EMAIL_SIGNS_IN = '也可作為登入帳號';
