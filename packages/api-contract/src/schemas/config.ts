import { z } from 'zod';
import { archiveConfigSchema } from './archive.ts';
import { authConfigSchema } from './auth.ts';
import { issueReportConfigSchema } from './issue-report.ts';
import { notificationConfigSchema } from './notification.ts';

/** GET /config: the public settings the web app loads once, each area's share under its own key. */
export const appConfigSchema = z
  .object({
    auth: authConfigSchema,
    archives: archiveConfigSchema,
    issue_report: issueReportConfigSchema,
    notifications: notificationConfigSchema,
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigSchema>;
