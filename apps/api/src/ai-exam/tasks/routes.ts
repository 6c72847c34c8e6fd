import { routes } from '@pastexam/api-contract';
import { deletionAudit } from '../../audit/record.ts';
import { type ApiRouter, OK, okOrRefusal, register } from '../../http/register.ts';
import { Refusal } from '../../refusal.ts';
import { deleteTask, listTasks, queueTask, readTask, taskState, updateTask } from './service.ts';

export type TaskRoutesOptions = {
  /** Called after a task is queued, so this replica's worker starts it without waiting for its next poll. */
  onTaskQueued?: () => void;
};

export function registerTaskRoutes(api: ApiRouter, options: TaskRoutesOptions = {}) {
  register(api, routes.aiExam.generate, async ({ input, c, user }) => {
    const queued = await queueTask(c.var.db, user.id, input.body);
    if (queued instanceof Refusal) return queued;
    c.var.logger.info(
      { event: 'ai_task_queued', taskId: queued.taskId, userId: user.id },
      'AI exam task queued',
    );
    options.onTaskQueued?.();
    return { status: 200, body: { task_id: queued.taskId } };
  });

  register(api, routes.aiExam.getTask, async ({ input, c, user }) => ({
    status: 200,
    body: await readTask(c.var.db, user.id, input.params.id),
  }));

  register(api, routes.aiExam.listTasks, async ({ input, c, user }) => ({
    status: 200,
    body: await listTasks(c.var.db, user.id, input.query),
  }));

  register(api, routes.aiExam.updateTask, async ({ input, c, user }) =>
    okOrRefusal(await updateTask(c.var.db, user.id, input.params.id, input.body)),
  );

  register(
    api,
    routes.aiExam.deleteTask,
    async ({ input, c, user }) => {
      const deleted = await deleteTask(c.var.db, user.id, input.params.id);
      return deleted instanceof Refusal ? deleted : { status: 200, body: OK };
    },
    {
      audit: deletionAudit('ai_task.delete', 'ai_task', (db, input, actor) =>
        taskState(db, actor.id, input.params.id),
      ),
    },
  );
}
