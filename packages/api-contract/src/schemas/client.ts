import { z } from 'zod';

/**
 * Shapes the web app keeps in the browser (product §9.6). They are not HTTP bodies, but they cross a
 * boundary (local and session storage) and are parsed there like everything else.
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

export const issueTypes = ['bug', 'enhancement', 'performance', 'ui-ux', 'question'] as const;
export const issueTypeSchema = z.enum(issueTypes);
export type IssueType = z.infer<typeof issueTypeSchema>;
export const issueTypeLabels: Record<IssueType, string> = {
  bug: '程式錯誤',
  enhancement: '功能建議',
  performance: '效能問題',
  'ui-ux': 'UI/UX 問題',
  question: '其他問題',
};

export const ISSUE_TITLE_MAX = 100;
export const ISSUE_DESCRIPTION_MAX = 2000;

/** product §7.2 rules: a type, non-blank title (≤ 100) and description (≤ 2000), optional contact. */
export const issueFormSchema = z.object({
  type: issueTypeSchema,
  title: z.string().trim().min(1, '請輸入標題').max(ISSUE_TITLE_MAX, `標題最多 ${ISSUE_TITLE_MAX} 個字`),
  description: z
    .string()
    .trim()
    .min(1, '請輸入問題描述')
    .max(ISSUE_DESCRIPTION_MAX, `描述最多 ${ISSUE_DESCRIPTION_MAX} 個字`),
  contact: z.string().default(''),
});
export type IssueForm = z.infer<typeof issueFormSchema>;

export const systemInfoSchema = z.object({
  userAgent: z.string(),
  platform: z.string(),
  language: z.string(),
  url: z.string(),
  timestamp: z.string(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
