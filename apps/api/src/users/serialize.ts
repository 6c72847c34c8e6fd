import type { User } from '@pastexam/api-contract';
import type { UserRow } from '../db/schema.ts';

/** The user as the API shows it: never the password hash or the provider subject. */
export function toApiUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    email: row.email,
    email_needs_review: row.emailNeedsReview,
    is_admin: row.isAdmin,
    avatar_url: row.avatarUrl,
    auth_provider: row.authProvider,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
  };
}
