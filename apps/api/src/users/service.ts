import type { Locale, ProfileUpdate, UserCreate, UserUpdate } from '@pastexam/api-contract';
import type { Sessions } from '../auth/session/sessions.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import type { AuditState } from '../http/register.ts';
import { fail, Refusal } from '../refusal.ts';
import {
  createAdminLocalUser,
  DuplicateUserFieldError,
  deleteUserById,
  listAllUsers,
  updateUserFields,
} from './admin-repository.ts';
import type { Passwords } from './password.ts';
import { findUserById, NicknameTakenError, setLocale, setNickname } from './repository.ts';
import { toApiUser } from './serialize.ts';

type Duplicate = 'duplicate_name' | 'duplicate_email';
type SelfEditRefusal = 'cannot_demote_self' | 'cannot_reset_own_password';

/** Runs `work`, answering a name or email another account holds with the code that names the field. */
async function refuseDuplicates<T>(work: () => Promise<T>): Promise<T | Refusal<Duplicate>> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DuplicateUserFieldError)) throw error;
    return fail(error.field === 'name' ? 'duplicate_name' : 'duplicate_email');
  }
}

export const listUsers = (db: Database) => listAllUsers(db);

/** A local account; its name and its email (in any letter case) must be free. */
export function createUser(
  db: Database,
  passwords: Passwords,
  input: UserCreate,
): Promise<UserRow | Refusal<Duplicate>> {
  const { name, email, password, is_admin } = input;
  return refuseDuplicates(() =>
    createAdminLocalUser(db, { name, email, password, isAdmin: is_admin }, passwords),
  );
}

/**
 * An administrator's edit of an account: they may not take their own admin rights away, nor reset their own
 * password here (that would end their own session; their own password change keeps it), and a single sign-on
 * account has no password here to reset. A password reset or a demotion ends every session of the account;
 * any edit reaches every replica's sessions cache.
 */
export async function updateUser(
  db: Database,
  sessions: Sessions,
  passwords: Passwords,
  actor: UserRow,
  id: number,
  changes: UserUpdate,
): Promise<UserRow | Refusal<SelfEditRefusal | 'user_not_found' | 'sso_password' | Duplicate>> {
  const target = await findUserById(db, id);
  if (!target) return fail('user_not_found');
  if (target.id === actor.id && changes.is_admin === false) return fail('cannot_demote_self');
  if (target.id === actor.id && changes.password !== undefined) return fail('cannot_reset_own_password');
  if (changes.password !== undefined && target.authProvider !== 'local') return fail('sso_password');
  const { name, email, password, is_admin } = changes;
  const demoted = target.isAdmin && is_admin === false;
  const endSessions = password !== undefined || demoted;
  const passwordHash = password === undefined ? undefined : await passwords.hash(password);
  const row = await refuseDuplicates(() =>
    updateUserFields(db, id, { name, email, passwordHash, isAdmin: is_admin, endSessions }),
  );
  if (row instanceof Refusal) return row;
  if (!row) return fail('user_not_found');
  await sessions.userChanged(id);
  return row;
}

/** Removes an account other than the administrator's own; its sessions end on every replica. */
export async function deleteUser(
  db: Database,
  sessions: Sessions,
  actor: UserRow,
  id: number,
): Promise<true | Refusal<'cannot_delete_self' | 'user_not_found'>> {
  if (id === actor.id) return fail('cannot_delete_self');
  if (!(await deleteUserById(db, id))) return fail('user_not_found');
  await sessions.userChanged(id);
  return true;
}

/** Why a nickname that is another account's login name is refused, in the user's words. */
const NICKNAME_IS_A_NAME = '此暱稱與其他使用者的帳號名稱相同，請換一個';

/**
 * The user's own nickname (product §3.11), set or cleared; another account's nickname or name, in any letter
 * case or width, is refused, so that nobody passes for somebody else. Every replica's sessions cache hears of it, so GET /users/me shows it at once everywhere.
 */
export async function updateOwnProfile(
  db: Database,
  sessions: Sessions,
  user: UserRow,
  changes: ProfileUpdate,
): Promise<UserRow | Refusal<'duplicate_nickname' | 'unauthorized'>> {
  let row: UserRow | undefined;
  try {
    row = await setNickname(db, user.id, changes.nickname);
  } catch (error) {
    if (error instanceof NicknameTakenError) {
      return fail('duplicate_nickname', error.heldAs === 'name' ? NICKNAME_IS_A_NAME : undefined);
    }
    throw error;
  }
  // The account was deleted after this request was let in: its session is over.
  if (!row) return fail('unauthorized');
  await sessions.userChanged(user.id);
  return row;
}

/**
 * The user's own interface language (product §2.12), kept for every device they sign in on; every replica's
 * sessions cache hears of it, so error messages and GET /users/me follow it at once.
 */
export async function updateOwnLocale(
  db: Database,
  sessions: Sessions,
  user: UserRow,
  locale: Locale,
): Promise<UserRow | Refusal<'unauthorized'>> {
  const row = await setLocale(db, user.id, locale);
  // The account was deleted after this request was let in: its session is over.
  if (!row) return fail('unauthorized');
  await sessions.userChanged(user.id);
  return row;
}

/** An account as the audit log keeps it: as the API shows it, never its password hash. */
export async function userState(db: Database, id: number): Promise<AuditState | null> {
  const row = await findUserById(db, id);
  return row ? toApiUser(row) : null;
}
