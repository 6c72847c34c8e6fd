import type { UserCreate, UserUpdate } from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { fail, type Refusal } from '../refusal.ts';
import {
  createAdminLocalUser,
  DuplicateUserFieldError,
  deleteUserById,
  listAllUsers,
  updateUserFields,
} from './admin-repository.ts';
import { findUserById } from './repository.ts';

type Duplicate = 'duplicate_name' | 'duplicate_email';

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
export function createUser(db: Database, input: UserCreate): Promise<UserRow | Refusal<Duplicate>> {
  const { name, email, password, is_admin } = input;
  return refuseDuplicates(() => createAdminLocalUser(db, { name, email, password, isAdmin: is_admin }));
}

/**
 * An administrator's edit of an account: they may not take their own admin rights away, and a single sign-on
 * account has no password here to reset.
 */
export async function updateUser(
  db: Database,
  actor: UserRow,
  id: number,
  changes: UserUpdate,
): Promise<UserRow | Refusal<'user_not_found' | 'cannot_demote_self' | 'sso_password' | Duplicate>> {
  const target = await findUserById(db, id);
  if (!target) return fail('user_not_found');
  if (target.id === actor.id && changes.is_admin === false) return fail('cannot_demote_self');
  if (changes.password !== undefined && target.authProvider !== 'local') return fail('sso_password');
  const { name, email, password, is_admin } = changes;
  const row = await refuseDuplicates(() =>
    updateUserFields(db, id, { name, email, password, isAdmin: is_admin }),
  );
  return row ?? fail('user_not_found');
}

/** Removes an account other than the administrator's own. */
export async function deleteUser(
  db: Database,
  actor: UserRow,
  id: number,
): Promise<true | Refusal<'cannot_delete_self' | 'user_not_found'>> {
  if (id === actor.id) return fail('cannot_delete_self');
  return (await deleteUserById(db, id)) || fail('user_not_found');
}
