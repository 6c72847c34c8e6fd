import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiApiKeys } from '../../db/schema.ts';
import { decryptSecret, encryptSecret, maskApiKey } from '../crypto/index.ts';

/** The additional data each stored key is bound to, so a blob copied to another user's row does not open. */
const keyContext = (userId: number) => `ai-api-key:user:${userId}`;

/** The mask of the user's stored key, or null when none is set. Never needs the app secret. */
export async function findMaskedApiKey(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ masked: aiApiKeys.maskedKey })
    .from(aiApiKeys)
    .where(eq(aiApiKeys.userId, userId));
  return row?.masked ?? null;
}

export async function saveApiKey(
  db: Database,
  appSecret: string,
  userId: number,
  apiKey: string,
): Promise<string> {
  const values = {
    encryptedKey: encryptSecret(apiKey, appSecret, { context: keyContext(userId) }),
    maskedKey: maskApiKey(apiKey),
    updatedAt: new Date(),
  };
  await db
    .insert(aiApiKeys)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: aiApiKeys.userId, set: values });
  return values.maskedKey;
}

export async function removeApiKey(db: Database, userId: number): Promise<void> {
  await db.delete(aiApiKeys).where(eq(aiApiKeys.userId, userId));
}

/** The user's key in plain text, for the worker only; null when none is set. Throws SecretDecryptionError. */
export async function readApiKey(db: Database, appSecret: string, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ encrypted: aiApiKeys.encryptedKey })
    .from(aiApiKeys)
    .where(eq(aiApiKeys.userId, userId));
  return row ? decryptSecret(row.encrypted, appSecret, { context: keyContext(userId) }) : null;
}

export async function hasApiKey(db: Database, userId: number): Promise<boolean> {
  return (await findMaskedApiKey(db, userId)) !== null;
}
