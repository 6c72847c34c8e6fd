import { z } from 'zod';
import { defineRoute, json, redirect } from '../route.ts';
import { loginFormSchema, tokenResponseSchema } from '../schemas/auth.ts';
import { okSchema } from '../schemas/common.ts';
import { appConfigSchema } from '../schemas/config.ts';
import { singleLine } from '../schemas/text.ts';

export const login = defineRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['auth'],
  summary: '以本機帳號登入',
  access: 'guest',
  body: { encoding: 'form', schema: loginFormSchema },
  responses: { 200: json(tokenResponseSchema, '登入成功') },
  // A 429 carries Retry-After (seconds) and a detail naming the wait.
  errors: ['invalid_credentials', 'too_many_attempts'],
});

export const logout = defineRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  summary: '登出並撤銷目前的權杖',
  access: 'user',
  responses: { 200: json(okSchema, '已登出') },
  errors: [],
});

export const logoutAll = defineRoute({
  method: 'post',
  path: '/auth/logout-all',
  tags: ['auth'],
  summary: '登出所有裝置：結束自己所有的登入，包括目前這一個',
  access: 'user',
  responses: { 200: json(okSchema, '所有裝置皆已登出') },
  errors: [],
});

export const appConfig = defineRoute({
  method: 'get',
  path: '/config',
  tags: ['config'],
  summary: '公開設定：單一登入是否可用、上傳大小上限',
  access: 'guest',
  responses: { 200: json(appConfigSchema, '設定') },
  errors: [],
});

export const oauthLogin = defineRoute({
  method: 'get',
  path: '/auth/oauth/login',
  tags: ['auth'],
  summary: '開始單一登入：轉址到校務身分提供者',
  access: 'guest',
  responses: { 302: redirect('轉址到身分提供者') },
  errors: ['sso_disabled'],
});

export const oauthCallback = defineRoute({
  method: 'get',
  path: '/auth/oauth/callback',
  tags: ['auth'],
  summary: '單一登入回呼：轉址到 /login/callback，權杖或錯誤訊息放在網址片段',
  access: 'guest',
  // The provider's own values, passed on as they came: never trimmed, but never control characters either.
  query: z.object({
    code: singleLine('授權碼', { trim: false }).optional(),
    state: singleLine('狀態碼', { trim: false }).optional(),
    error: singleLine('錯誤代碼', { trim: false }).optional(),
    error_description: singleLine('錯誤說明', { trim: false }).optional(),
    iss: singleLine('簽發者', { trim: false }).optional(),
  }),
  responses: { 302: redirect('轉址到 /login/callback') },
  errors: [],
});
