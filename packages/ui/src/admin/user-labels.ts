import type { AuthProvider } from '@pastexam/api-contract';

/** How each kind of account is named in the admin page. */
export const authProviderLabels: Record<AuthProvider, string> = { local: '本機帳號', oidc: '單一登入' };

/** Why an admin's own admin switch is locked. */
export const SELF_DEMOTION_NOTE = '不能取消自己的管理員權限，請由其他管理員操作';
