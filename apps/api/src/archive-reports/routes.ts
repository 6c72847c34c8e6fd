import { routes } from '@pastexam/api-contract';
import { archiveState } from '../archives/service.ts';
import { RateLimited } from '../discussion/rate-limit.ts';
import { type ApiRouter, okOrRefusal, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import type { FileStorage } from '../storage/index.ts';
import {
  listArchiveReports,
  markMyArchiveReportsSeen,
  myArchiveReports,
  openGroupOf,
  reportArchive,
  resolveArchiveReports,
} from './service.ts';

/** Reports on archives (回報問題): 檢舉 for admins, 我的檢舉 for reporters (product §4.16, §8.11). */
export function registerArchiveReportRoutes(api: ApiRouter, storage: FileStorage) {
  const reports = routes.archiveReports;
  register(api, reports.reportArchive, async ({ input, c, user }) => {
    const made = await reportArchive(c.var.db, user.id, input.params.id, input.body);
    if (made instanceof RateLimited) c.header('Retry-After', String(made.retryAfterSeconds));
    return made instanceof Refusal ? made : { status: 201, body: made };
  });

  register(api, reports.myArchiveReports, async ({ c, user }) => ({
    status: 200,
    body: await myArchiveReports(c.var.db, user.id),
  }));

  register(api, reports.markMyArchiveReportsSeen, async ({ c, user }) => ({
    status: 200,
    body: await markMyArchiveReportsSeen(c.var.db, user.id),
  }));

  register(api, reports.adminListArchiveReports, async ({ input, c }) => ({
    status: 200,
    body: await listArchiveReports(c.var.db, input.query.state),
  }));

  register(
    api,
    reports.adminResolveArchiveReports,
    async ({ input, c, user }) =>
      okOrRefusal(
        await resolveArchiveReports(
          { db: c.var.db, storage, logger: c.var.logger },
          user,
          input.params.id,
          input.body,
        ),
      ),
    {
      // The archive as it stood with the reports, and after: in the trash, or gone for good (null).
      audit: {
        action: 'archive_report.resolve',
        targetType: 'archive',
        before: async (db, input) => {
          const open = await openGroupOf(db, input.params.id, input.body.reason);
          const archive = await archiveState(db, input.params.id);
          return open && archive && { ...archive, reason: open.reason, reports: open.reports };
        },
        after: async (db, group, before) => ({
          ...(group.archive_id === null ? {} : await archiveState(db, group.archive_id)),
          id: group.archive_id ?? before?.id ?? '',
          name: group.archive_name,
          reason: group.reason,
          outcome: group.outcome,
          resolution_note: group.resolution_note,
          reports_resolved: group.count,
        }),
      },
    },
  );
}
