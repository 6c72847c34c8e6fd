import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { type UserRow, users } from '../db/schema.ts';
import type { Passwords } from './password.ts';
import { createLocalUser, type NewLocalUser } from './repository.ts';

/** Which unique field another account already holds, so the caller can point at that field. */
export class DuplicateUserFieldError extends Error {
  override name = 'DuplicateUserFieldError';
  constructor(readonly field: 'name' | 'email') {
    super(`duplicate user ${field}`);
  }
}

/** Runs `work`, turning a violated unique name or email into DuplicateUserFieldError. */
async function translateDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_name_unique') throw new DuplicateUserFieldError('name');
    if (constraint === 'users_email_lower_idx') throw new DuplicateUserFieldError('email');
    throw error;
  }
}

export function listAllUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

/** Throws DuplicateUserFieldError when the name or the email (in any letter case) is taken. */
export function createAdminLocalUser(
  db: Database,
  input: NewLocalUser,
  passwords: Passwords,
): Promise<UserRow> {
  return translateDuplicate(() => createLocalUser(db, input, passwords));
}

export type UserChanges = {
  name?: string;
  email?: string;
  isAdmin?: boolean;
  /** A new password, already hashed. */
  passwordHash?: string;
  /** Ends every session of the account in the same write (a password reset, a demotion). */
  endSessions?: boolean;
};

/**
 * Null when no such user exists; throws DuplicateUserFieldError like createAdminLocalUser. At least one change
 * must be given (the contract refuses an empty edit).
 */
export function updateUserFields(db: Database, id: number, changes: UserChanges): Promise<UserRow | null> {
  return translateDuplicate(async () => {
    const { endSessions, ...fields } = changes;
    const values = {
      ...fields,
      // An e-mail an admin sets is one they have checked (product §9.11).
      ...(fields.email === undefined ? {} : { emailNeedsReview: false }),
      ...(endSessions ? { tokensValidAfter: new Date() } : {}),
    };
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row ?? null;
  });
}

/**
 * Removes the account. Its uploads stay in the archive without an uploader (the foreign key sets null), and
 * its tokens stop working once the sessions cache hears of it (the service announces it). False when there
 * was no such user.
 */
export async function deleteUserById(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
