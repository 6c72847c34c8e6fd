import { createRoute } from '@hono/zod-openapi';
import { authConfigSchema, loginFormSchema, tokenResponseSchema } from '../schemas/auth.ts';
import { okSchema } from '../schemas/common.ts';
import { bearer, errors, json } from './helpers.ts';

export const login = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['auth'],
  summary: '以本機帳號登入',
  request: {
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': { schema: loginFormSchema },
        'multipart/form-data': { schema: loginFormSchema },
      },
    },
  },
  responses: {
    200: json(tokenResponseSchema, '登入成功'),
    ...errors(400, 401, 403, 429),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  summary: '登出並撤銷目前的權杖',
  security: bearer,
  responses: { 200: json(okSchema, '已登出'), ...errors(401, 403) },
});

export const authConfig = createRoute({
  method: 'get',
  path: '/auth/config',
  tags: ['auth'],
  summary: '公開設定（單一登入是否可用、上傳大小上限）',
  responses: { 200: json(authConfigSchema, '登入方式') },
});

export const oauthLogin = createRoute({
  method: 'get',
  path: '/auth/oauth/login',
  tags: ['auth'],
  summary: '開始單一登入：轉址到校務身分提供者',
  responses: { 302: { description: '轉址到身分提供者' }, ...errors(404) },
});

export const oauthCallback = createRoute({
  method: 'get',
  path: '/auth/oauth/callback',
  tags: ['auth'],
  summary: '單一登入回呼：轉址到 /login/callback，權杖或錯誤訊息放在網址片段',
  responses: { 302: { description: '轉址到 /login/callback' } },
});
