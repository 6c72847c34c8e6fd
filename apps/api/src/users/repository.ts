import type { Locale } from '@pastexam/api-contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { type UserRow, users } from '../db/schema.ts';
import type { Passwords } from './password.ts';

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The local account that `login` names, by its exact name or its email in any letter case. A name match
 * wins over another account's email.
 */
export async function findLocalUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.authProvider, 'local'),
        sql`(${users.name} = ${login} or lower(${users.email}) = lower(${login}))`,
      ),
    )
    .orderBy(sql`${users.name} = ${login} desc`)
    .limit(1);
  return row;
}

export type NewLocalUser = { name: string; email: string; password: string; isAdmin: boolean };

/** A local account, its password hashed by `passwords`. */
export async function createLocalUser(
  db: Database,
  input: NewLocalUser,
  passwords: Passwords,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash: await passwords.hash(input.password),
      isAdmin: input.isAdmin,
      authProvider: 'local',
    })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Ends every session of the user from now on; false when there is no such user. */
export async function endSessionsOf(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ tokensValidAfter: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets a local account's new password and ends its sessions; undefined when the account is gone. */
export async function replacePassword(
  db: Database,
  id: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokensValidAfter: new Date() })
    .where(and(eq(users.id, id), eq(users.authProvider, 'local')))
    .returning();
  return row;
}

/** Replaces the stored hash of the same password (a stronger scheme): sessions go on. */
export async function replacePasswordHash(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Another account already goes by this nickname (`nickname`) or signs in with it (`name`), in some letter case. */
export class NicknameTakenError extends Error {
  override name = 'NicknameTakenError';
  constructor(readonly heldAs: 'nickname' | 'name') {
    super(`the nickname is another account's ${heldAs}`);
  }
}

/** Whether an account other than `id` has `nickname` as its name, ignoring letter case and width. */
async function isAnothersName(db: Database, id: number, nickname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(ne(users.id, id), sql`lower(normalize(${users.name}, NFKC)) = lower(normalize(${nickname}, NFKC))`),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Sets (or, with null, clears) the user's nickname; undefined when the account is gone. Throws
 * NicknameTakenError when another account holds it, as its nickname or its name, in any letter case or width:
 * between nicknames the unique index on its lower case decides, so two people asking for one nickname at once
 * cannot both have it.
 */
export async function setNickname(
  db: Database,
  id: number,
  nickname: string | null,
): Promise<UserRow | undefined> {
  if (nickname !== null && (await isAnothersName(db, id, nickname))) throw new NicknameTakenError('name');
  try {
    const [row] = await db.update(users).set({ nickname }).where(eq(users.id, id)).returning();
    return row;
  } catch (error) {
    if (uniqueViolation(error) === 'users_nickname_lower_idx') throw new NicknameTakenError('nickname');
    throw error;
  }
}

/** Sets the user's interface language; undefined when the account is gone. */
export async function setLocale(db: Database, id: number, locale: Locale): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ locale }).where(eq(users.id, id)).returning();
  return row;
}

export async function recordLogin(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

/** What single sign-on learns about a person from the identity provider. */
export type OidcIdentity = {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  avatarUrl: string | null;
};

/** The provider's email already belongs to another account; we do not merge accounts silently. */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
  constructor(readonly email: string) {
    super('此電子郵件已被其他帳號使用，請聯絡管理員');
  }
}

const NAME_LIMIT = 50;
const NAME_ATTEMPTS = 20;

/**
 * Creates or updates the user that (issuer, subject) identifies and records the sign-in. Display names are
 * not unique at a university, so a taken name gets a " (2)", " (3)" … suffix. Throws EmailTakenError when
 * the email belongs to another account.
 */
export async function upsertOidcUser(db: Database, identity: OidcIdentity): Promise<UserRow> {
  const baseName = (identity.name.trim() || identity.email.split('@')[0] || 'User').slice(0, NAME_LIMIT - 5);
  const existing = await findByIdentity(db, identity);
  if (existing) return refreshOidcUser(db, existing, { ...identity, name: baseName });

  for (let attempt = 1; attempt <= NAME_ATTEMPTS; attempt++) {
    const name = attempt === 1 ? baseName : `${baseName} (${attempt})`;
    try {
      const [row] = await db
        .insert(users)
        .values({
          name,
          email: identity.email,
          avatarUrl: identity.avatarUrl,
          authProvider: 'oidc',
          oidcIssuer: identity.issuer,
          oidcSubject: identity.subject,
          lastLoginAt: new Date(),
        })
        .returning();
      if (row) return row;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_name_unique') continue;
      if (constraint === 'users_email_lower_idx') throw new EmailTakenError(identity.email);
      // Another request signed the same person in at the same moment.
      if (constraint === 'users_oidc_identity_idx') return upsertOidcUser(db, identity);
      throw error;
    }
  }
  throw new Error(`no free display name for ${baseName}`);
}

async function findByIdentity(db: Database, identity: OidcIdentity): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, identity.subject)));
  return row;
}

/** Takes the provider's current name and email unless they would collide with another account. */
async function refreshOidcUser(db: Database, row: UserRow, identity: OidcIdentity): Promise<UserRow> {
  const update = async (values: Partial<typeof users.$inferInsert>) => {
    const [updated] = await db
      .update(users)
      .set({ avatarUrl: identity.avatarUrl, lastLoginAt: new Date(), ...values })
      .where(eq(users.id, row.id))
      .returning();
    if (!updated) throw new Error(`user ${row.id} vanished while signing in`);
    return updated;
  };
  const nameChanged = row.name !== identity.name && !row.name.startsWith(`${identity.name} (`);
  try {
    return await update({ email: identity.email, ...(nameChanged ? { name: identity.name } : {}) });
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    return update({});
  }
}
