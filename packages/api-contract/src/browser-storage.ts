import { z } from 'zod';
import { type Locale, locales } from './locales.ts';
import { type ThemePreference, themePreferences } from './storage-keys.ts';

/**
 * The shapes of what the web app keeps in the browser (product §9.6). They are not HTTP bodies, but they cross a
 * boundary (local and session storage) and are parsed there like everything else. The keys themselves are in
 * `storage-keys.ts`, free of zod.
 */
export {
  isThemePreference,
  storageKeys,
  type ThemePreference,
  themePreferences,
} from './storage-keys.ts';

/** localStorage `storageKeys.locale`: a guest's choice of interface language (a user's is the server's). */
export const localePreferenceSchema = z.enum(locales) satisfies z.ZodType<Locale>;

export const themePreferenceSchema = z.enum(themePreferences) satisfies z.ZodType<ThemePreference>;

export const savedTaskSchema = z.object({
  taskId: z.string().min(1),
  displayInfo: z.object({ course_name: z.string(), professor: z.string() }),
  timestamp: z.number(),
});
export type SavedTask = z.infer<typeof savedTaskSchema>;

/**
 * localStorage: the answer a reader is writing to one question, kept until it is sent (product §4.12). Here rather
 * than in `storage-keys.ts`, which the first page reads: answers are never read before a preview opens.
 */
export const answerDraftKey = (questionId: number): string => `answerDraft:${questionId}`;

/** An answer being written (`answerDraftKey`): its Markdown as typed, and when it was last changed (ms). */
export const answerDraftSchema = z.object({ body: z.string(), saved_at: z.number() });
export type AnswerDraft = z.infer<typeof answerDraftSchema>;
