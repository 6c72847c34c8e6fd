import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { appMeta, users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { hashPassword } from './password.ts';

export type AdminSettings = Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>;

const BOOTSTRAP_KEY = 'admin_bootstrapped';

/**
 * Creates the first admin on the first start of an installation, and never again: an admin deleted or
 * renamed later stays that way. Without ADMIN_PASSWORD a random password is generated and handed to
 * `print` (the console, not the log) this one time. Replicas starting together create it once.
 */
export async function ensureAdmin(
  db: Database,
  settings: AdminSettings,
  print: (text: string) => void,
): Promise<{ created: boolean }> {
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
  if (created && settings.ADMIN_PASSWORD === undefined) {
    print(
      [
        '',
        '============================================================',
        `已建立管理員帳號：${settings.ADMIN_USERNAME}`,
        `密碼：${password}`,
        '這組密碼只會顯示這一次，請妥善保存。',
        '============================================================',
        '',
      ].join('\n'),
    );
  }
  return { created };
}
