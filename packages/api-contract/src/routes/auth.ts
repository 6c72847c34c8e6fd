import { z } from 'zod';
import { json, redirect } from '../route.ts';
import { routeGroup } from '../route-group.ts';
import { loginFormSchema, tokenResponseSchema } from '../schemas/auth.ts';
import { okSchema } from '../schemas/common.ts';
import { appConfigSchema } from '../schemas/config.ts';
import { singleLine } from '../schemas/text.ts';

const auth = routeGroup({ tags: ['auth'] });
const config = routeGroup({ tags: ['config'] });

export const login = auth.guest('post', '/auth/login', {
  summary: '以本機帳號登入',
  body: { encoding: 'form', schema: loginFormSchema },
  responses: { 200: json(tokenResponseSchema, '登入成功') },
  // A 429 carries Retry-After (seconds) and a detail naming the wait.
  errors: ['invalid_credentials', 'too_many_attempts'],
});

export const logout = auth.user('post', '/auth/logout', {
  summary: '登出並撤銷目前的權杖',
  responses: { 200: json(okSchema, '已登出') },
});

export const logoutAll = auth.user('post', '/auth/logout-all', {
  summary: '登出所有裝置：結束自己所有的登入，包括目前這一個',
  responses: { 200: json(okSchema, '所有裝置皆已登出') },
});

export const appConfig = config.guest('get', '/config', {
  summary: '公開設定：單一登入、上傳上限、問題回報的網址',
  responses: { 200: json(appConfigSchema, '設定') },
});

export const oauthLogin = auth.guest('get', '/auth/oauth/login', {
  summary: '開始單一登入：轉址到校務身分提供者',
  responses: { 302: redirect('轉址到身分提供者') },
  errors: ['sso_disabled'],
});

export const oauthCallback = auth.guest('get', '/auth/oauth/callback', {
  summary: '單一登入回呼：轉址到 /login/callback，權杖或錯誤訊息放在網址片段',
  // The provider's own values, passed on as they came: never trimmed, but never control characters either.
  query: z.object({
    code: singleLine('授權碼', { trim: false }).optional(),
    state: singleLine('狀態碼', { trim: false }).optional(),
    error: singleLine('錯誤代碼', { trim: false }).optional(),
    error_description: singleLine('錯誤說明', { trim: false }).optional(),
    iss: singleLine('簽發者', { trim: false }).optional(),
  }),
  responses: { 302: redirect('轉址到 /login/callback') },
});
