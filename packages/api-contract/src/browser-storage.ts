import { z } from 'zod';

/**
 * What the web app keeps in the browser (product §9.6): the storage keys and each value's shape. They are
 * not HTTP bodies, but they cross a boundary (local and session storage) and are parsed there like everything
 * else.
 */
export const storageKeys = {
  authToken: 'authToken',
  selectedSubject: 'selectedSubject',
  adminCurrentTab: 'adminCurrentTab',
  aiExamCurrentTask: 'aiExamCurrentTask',
  themePreference: 'theme-preference',
} as const;

export const themePreferenceSchema = z.enum(['dark', 'light']);
export type ThemePreference = z.infer<typeof themePreferenceSchema>;

export const savedTaskSchema = z.object({
  taskId: z.string().min(1),
  displayInfo: z.object({ course_name: z.string(), professor: z.string() }),
  timestamp: z.number(),
});
export type SavedTask = z.infer<typeof savedTaskSchema>;
