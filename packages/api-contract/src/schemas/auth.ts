import { z } from '@hono/zod-openapi';

/** product §3.2 Login request, sent as a form with `username` and `password` (product §10.2). */
export const loginFormSchema = z
  .object({
    username: z.string().trim().min(1, '請輸入帳號').max(100, '帳號過長'),
    password: z.string().min(1, '請輸入密碼').max(200, '密碼過長'),
  })
  .openapi('LoginForm');
export type LoginForm = z.infer<typeof loginFormSchema>;

/** product §3.2 Login response. */
export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
  })
  .openapi('TokenResponse');
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
  .openapi('TokenClaims');
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/**
 * Public settings the client loads at start: whether single sign-on can be used (and why not), and the largest
 * upload the server accepts, so the upload wizard refuses an oversized file before sending it.
 */
export const authConfigSchema = z
  .object({
    sso_enabled: z.boolean(),
    sso_disabled_reason: z.string().nullable(),
    upload_max_bytes: z.number().int().positive(),
  })
  .openapi('AuthConfig');
export type AuthConfig = z.infer<typeof authConfigSchema>;
