import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta, users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import {
  type AdminPasswordFileState,
  type FirstAdmin,
  reviewAdminPasswordFile,
  writeAdminPasswordFile,
} from './admin-password-file.ts';
import { hashPassword } from './password.ts';

export type AdminSettings = Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>;

const BOOTSTRAP_KEY = 'admin_bootstrapped';

/**
 * Creates the first admin on the first start of an installation, and never again: an admin deleted or
 * renamed later stays that way. Without ADMIN_PASSWORD a random password is generated and answered this one
 * time (`generatedPassword`). Replicas starting together create it once.
 */
export async function ensureAdmin(
  db: Database,
  settings: AdminSettings,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  // Every later start ends here, without hashing a password it would not store (half a second of a start).
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, BOOTSTRAP_KEY));
  if (done) return { created: false, generatedPassword: null };
  const password = settings.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(appMeta)
      .values({ key: BOOTSTRAP_KEY, value: settings.ADMIN_USERNAME })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const [admin] = await tx
      .insert(users)
      .values({
        name: settings.ADMIN_USERNAME,
        email: settings.ADMIN_EMAIL,
        passwordHash,
        isAdmin: true,
        authProvider: 'local',
      })
      .onConflictDoNothing()
      .returning();
    return admin !== undefined;
  });
  return { created, generatedPassword: created && settings.ADMIN_PASSWORD === undefined ? password : null };
}

/**
 * What the console says of the first administrator's password at a start: the generated one, with the file in
 * DATA_DIR it was also written to (`path` null when that file could not be written: the console is then its
 * only copy), or what became of that file on a later start.
 */
export type AdminPasswordNotice =
  | AdminPasswordFileState
  | { state: 'created'; admin: FirstAdmin; path: string | null };

/**
 * The first admin (ensureAdmin), its generated password written to DATA_DIR/admin-password.txt (mode 0600),
 * or on a later start that file reviewed: deleted once its password no longer works.
 *
 * The admin exists once this resolves; `notice` then tells what became of the password. A review checks the
 * password, half a second on libuv's threads, so a start listens meanwhile and asks for the notice after. It
 * rejects only when asked, never unobserved in between.
 */
export async function bootstrapAdmin(
  db: Database,
  settings: AdminSettings & Pick<Env, 'DATA_DIR'>,
): Promise<{ notice: () => Promise<AdminPasswordNotice> }> {
  const { generatedPassword } = await ensureAdmin(db, settings);
  if (generatedPassword === null) return { notice: askLater(reviewAdminPasswordFile(db, settings.DATA_DIR)) };
  const admin = { username: settings.ADMIN_USERNAME, password: generatedPassword };
  // A data directory that takes the secret takes this file too; should it not, the console shows the password.
  const path = await writeAdminPasswordFile(settings.DATA_DIR, admin).catch(() => null);
  const created: AdminPasswordNotice = { state: 'created', admin, path };
  return { notice: () => Promise.resolve(created) };
}

/** `work`'s outcome when asked for: its rejection is held until then rather than left unhandled. */
function askLater<T>(work: Promise<T>): () => Promise<T> {
  const settled = work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return async () => {
    const outcome = await settled;
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  };
}
