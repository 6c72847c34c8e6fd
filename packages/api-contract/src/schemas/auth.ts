import { z } from 'zod';
import { singleLine } from './text.ts';

/** product §3.2 Login request, sent as a form with `username` and `password` (product §10.2). */
export const loginFormSchema = z
  .object({
    username: singleLine('帳號').min(1, '請輸入帳號').max(100, '帳號過長'),
    password: singleLine('密碼', { trim: false }).min(1, '請輸入密碼').max(200, '密碼過長'),
  })
  .meta({ id: 'LoginForm' });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** product §3.2 Login response. */
export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** product §3.5 Token: the claims of our signed JWT, decoded on the client. */
export const tokenClaimsSchema = z
  .object({
    uid: z.number().int(),
    email: z.string(),
    name: z.string(),
    is_admin: z.boolean().default(false),
    avatar_url: z.string().nullable().default(null),
    realm_roles: z.array(z.string()).default([]),
    exp: z.number().int(),
  })
  .meta({ id: 'TokenClaims' });
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Sign-in's share of the app config: whether single sign-on can be used, and why not. */
export const authConfigSchema = z
  .object({
    sso_enabled: z.boolean(),
    sso_disabled_reason: z.string().nullable(),
  })
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.infer<typeof authConfigSchema>;
