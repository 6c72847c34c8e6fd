import { aiExamRoutes } from '@pastexam/api-contract';
import { signedIn } from '../../auth/middleware.ts';
import type { ApiRouter } from '../../http/context.ts';
import { sendError } from '../../http/errors.ts';
import { hasApiKey } from '../api-key/repository.ts';
import { aiExamErrors } from '../errors.ts';
import { chooseArchives } from './archives.ts';
import {
  ActiveTaskExistsError,
  deleteUserTask,
  findActiveTask,
  findUserTask,
  insertTask,
  listUserTasks,
} from './repository.ts';
import { notFoundTask, toApiTask } from './serialize.ts';

export type TaskRoutesOptions = {
  /** Called after a task is queued, so this replica's worker starts it without waiting for its next poll. */
  onTaskQueued?: () => void;
};

export function registerTaskRoutes(api: ApiRouter, options: TaskRoutesOptions = {}) {
  api.openapi(signedIn(aiExamRoutes.generate), async (c) => {
    const { db, logger, user } = c.var;
    const { archive_ids, prompt, temperature } = c.req.valid('json');
    const chosen = await chooseArchives(db, archive_ids);
    if (!chosen.ok) return sendError(c, chosen.error);
    if (!(await hasApiKey(db, user.id))) return sendError(c, aiExamErrors.noApiKey);
    // Checked first for the common case; the unique index settles two requests arriving together.
    if (await findActiveTask(db, user.id)) return sendError(c, aiExamErrors.taskConflict);
    let taskId: string;
    try {
      const task = await insertTask(db, {
        userId: user.id,
        archivesUsed: chosen.archives,
        prompt: prompt?.trim() ? prompt : null,
        temperature,
      });
      taskId = task.id;
    } catch (error) {
      if (error instanceof ActiveTaskExistsError) return sendError(c, aiExamErrors.taskConflict);
      throw error;
    }
    logger.info({ event: 'ai_task_queued', taskId, userId: user.id }, 'AI exam task queued');
    options.onTaskQueued?.();
    return c.json({ task_id: taskId }, 200);
  });

  api.openapi(signedIn(aiExamRoutes.getTask), async (c) => {
    const { id } = c.req.valid('param');
    const task = await findUserTask(c.var.db, c.var.user.id, id);
    return c.json(task ? toApiTask(task) : notFoundTask(id), 200);
  });

  api.openapi(signedIn(aiExamRoutes.listTasks), async (c) =>
    c.json((await listUserTasks(c.var.db, c.var.user.id)).map(toApiTask), 200),
  );

  api.openapi(signedIn(aiExamRoutes.deleteTask), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteUserTask(c.var.db, c.var.user.id, id))) return sendError(c, aiExamErrors.taskNotFound);
    return c.json({ ok: true as const }, 200);
  });
}
