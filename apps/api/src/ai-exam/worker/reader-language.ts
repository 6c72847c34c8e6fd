import { DEFAULT_LOCALE, type Locale } from '@pastexam/api-contract/locales';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The language the user reads the interface in, which their mock exam is written in (zh-TW when never chosen). */
export async function readerLanguage(db: Database, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? DEFAULT_LOCALE;
}
