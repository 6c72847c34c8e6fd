import { z } from 'zod';
import { type Locale, locales } from '../locales.ts';
import { editSchema } from './common.ts';
import { isReservedNickname, RESERVED_NICKNAME_MESSAGE } from './nickname.ts';
import { malformedTextMessage, singleLine } from './text.ts';

export const authProviderSchema = z.enum(['local', 'oidc']).meta({ id: 'AuthProvider' });
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** A language of the interface (product §2.12). */
export const localeSchema = z.enum(locales).meta({ id: 'Locale' }) satisfies z.ZodType<Locale>;

/** A user as the API shows it; passwords and provider subjects never leave the server. */
export const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The name others see (discussions, the top bar) in place of `name`; null when the user chose none. */
    nickname: z.string().nullable(),
    email: z.string(),
    /**
     * True for an account brought in from the original system whose e-mail this system would refuse (or that
     * was changed to resolve a clash): admins see it flagged until they correct it. Absent means false.
     */
    email_needs_review: z.boolean().optional(),
    is_admin: z.boolean(),
    avatar_url: z.string().nullable(),
    auth_provider: authProviderSchema,
    last_login_at: z.string().datetime().nullable(),
    /** The interface language the user chose; null (or absent) until they choose, when their browser's decides. */
    locale: localeSchema.nullable().optional(),
    created_at: z.string().datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

const userName = singleLine('名稱').min(1, '請輸入名稱').max(50, '名稱最多 50 個字');
const userEmail = singleLine('電子郵件').email('電子郵件格式不正確').max(200, '電子郵件過長');
const userPassword = singleLine('密碼', { trim: false })
  .min(8, '密碼至少 8 個字元')
  .max(200, '密碼最多 200 個字元');

/** Admin: create a local account. */
export const userCreateSchema = z
  .object({ name: userName, email: userEmail, password: userPassword, is_admin: z.boolean().default(false) })
  .meta({ id: 'UserCreate' });
export type UserCreate = z.infer<typeof userCreateSchema>;

/** Admin: edit a user; `password` resets a local account's password. At least one field. */
export const userUpdateSchema = editSchema('UserUpdate', {
  name: userName,
  email: userEmail,
  password: userPassword,
  is_admin: z.boolean(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** A user's own password change: the current password proves it is them, not someone at an open session. */
export const passwordChangeSchema = z
  .object({
    current_password: singleLine('目前的密碼', { trim: false })
      .min(1, '請輸入目前的密碼')
      .max(200, '密碼最多 200 個字元'),
    new_password: userPassword,
  })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The longest nickname, in characters (product §3.11). */
export const NICKNAME_MAX_LENGTH = 15;
const NICKNAME_TOO_LONG = `暱稱最多 ${NICKNAME_MAX_LENGTH} 個字`;

// Characters that draw nothing or turn the text around (zero-width spaces, direction overrides, line and
// paragraph separators): in a name shown beside others' they would let one person pass for another. The
// zero-width joiner stays, as emoji sequences are made with it.
const INVISIBLE = /(?!\u200d)[\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * A nickname as it is kept: no control characters, trimmed and in NFKC (full-width letters become their usual
 * form, so ＡＢＣ and ABC are one nickname), at most 15 characters, not a name that passes for the staff
 * (nickname.ts). Empty means none: the nickname is cleared.
 */
export const nicknameSchema = singleLine('暱稱')
  .normalize('NFKC')
  .trim()
  .refine((text) => !INVISIBLE.test(text), malformedTextMessage('暱稱'))
  // Characters as people count them (an emoji is one), not UTF-16 units.
  .refine((text) => [...text].length <= NICKNAME_MAX_LENGTH, NICKNAME_TOO_LONG)
  .refine((text) => !isReservedNickname(text), RESERVED_NICKNAME_MESSAGE)
  .transform((text) => (text === '' ? null : text))
  .meta({ maxLength: NICKNAME_MAX_LENGTH });

/** A user's own profile edit: their nickname, or null (or an empty text) to show their name again. */
export const profileUpdateSchema = z
  .object({ nickname: nicknameSchema.nullable() })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** A user's own choice of interface language. */
export const localeUpdateSchema = z.object({ locale: localeSchema }).meta({ id: 'LocaleUpdate' });
export type LocaleUpdate = z.infer<typeof localeUpdateSchema>;

export const userListSchema = z.array(userSchema).meta({ id: 'UserList' });
