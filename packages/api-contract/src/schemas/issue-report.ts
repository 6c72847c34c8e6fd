import { z } from 'zod';

/**
 * Where 問題回報 sends a report (product §7.3): a web page that reads the report's `title` and `body` from its
 * query, as GitHub's new-issue page does, or an e-mail address (`mailto:`, which takes `subject` and `body`).
 * The server reads it from ISSUE_REPORT_URL, with its own message for the operator; the web app opens it. No
 * message here: the schema is part of every page's first load.
 */
export const issueReportUrlSchema = z
  .url({ protocol: /^(https?|mailto)$/i })
  .refine((url) => !/^mailto:/i.test(url) || /^mailto:[^?@\s]+@[^?@\s]+/i.test(url));

/** 問題回報's share of the app config: the address a report opens, or null when the department set none. */
export const issueReportConfigSchema = z
  .object({ url: issueReportUrlSchema.nullable() })
  .meta({ id: 'IssueReportConfig' });
export type IssueReportConfig = z.infer<typeof issueReportConfigSchema>;
