import type { AuthProvider } from '@pastexam/api-contract';
import type { Translate } from '../i18n/i18n.ts';
import { type MessageId, messages as zhTw } from '../i18n/messages/admin.zh-TW.ts';

const PROVIDER_IDS = {
  local: 'admin.providerLocal',
  oidc: 'admin.providerOidc',
} as const satisfies Record<AuthProvider, MessageId>;

/** How an account signs in (本機帳號 or 單一登入), in the reader's language. */
export const authProviderLabel = (t: Translate<MessageId>, provider: AuthProvider): string =>
  t(PROVIDER_IDS[provider]);

/** Why an admin cannot demote themselves (zh-TW, as the web app's tests read it). */
export const SELF_DEMOTION_NOTE: string = zhTw['admin.selfDemotionNote'];

/** Where an admin changes their own password (zh-TW, as the web app's tests read it). */
export const SELF_PASSWORD_NOTE: string = zhTw['admin.selfPasswordNote'];

/** The name field's note that it signs in (zh-TW, as the tests read it). */
export const NAME_SIGNS_IN: string = zhTw['admin.nameSignsIn'];

/** The email field's note that it signs in too (zh-TW, as the tests read it). */
export const EMAIL_SIGNS_IN: string = zhTw['admin.emailSignsIn'];
