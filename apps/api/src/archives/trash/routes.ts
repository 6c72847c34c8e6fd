import { routes } from '@pastexam/api-contract';
import { deletionAudit } from '../../audit/record.ts';
import { type ApiRouter, OK, register } from '../../http/register.ts';
import { Refusal } from '../../refusal.ts';
import type { FileStorage } from '../../storage/index.ts';
import { toApiArchive } from '../serialize.ts';
import { archiveState } from '../service.ts';
import { listTrash, purgeArchive, restoreArchive } from './service.ts';

/** The admin's 垃圾桶: deleted archives, to restore or to purge for good. */
export function registerTrashRoutes(api: ApiRouter, storage: FileStorage) {
  register(api, routes.trash.listTrash, async ({ c }) => ({
    status: 200,
    body: await listTrash(c.var.db, c.var.env.TRASH_RETENTION_DAYS),
  }));

  register(
    api,
    routes.trash.restoreArchive,
    async ({ input, c, user }) => {
      const restored = await restoreArchive(c.var.db, input.params.id);
      if (restored instanceof Refusal) return restored;
      const { row, courseOutcome } = restored;
      c.var.logger.info(
        {
          event: 'archive_restored',
          archiveId: row.id,
          courseId: row.courseId,
          courseOutcome,
          userId: user.id,
        },
        'archive restored',
      );
      return {
        status: 200,
        body: { ...toApiArchive(row), course_id: row.courseId, course_outcome: courseOutcome },
      };
    },
    {
      audit: {
        action: 'trash.restore',
        targetType: 'archive',
        before: (db, input) => archiveState(db, input.params.id),
        after: async (db, restored) => ({
          ...(await archiveState(db, restored.id)),
          course_outcome: restored.course_outcome,
        }),
      },
    },
  );

  register(
    api,
    routes.trash.purgeArchive,
    async ({ input, c, user }) => {
      const purged = await purgeArchive({ db: c.var.db, storage, logger: c.var.logger }, input.params.id);
      if (purged instanceof Refusal) return purged;
      c.var.logger.info(
        { event: 'archive_purged', archiveId: input.params.id, userId: user.id },
        'archive purged',
      );
      return { status: 200, body: OK };
    },
    { audit: deletionAudit('trash.purge', 'archive', (db, input) => archiveState(db, input.params.id)) },
  );
}
