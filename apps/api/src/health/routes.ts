import { type Readiness, routes } from '@pastexam/api-contract';
import { type ApiRouter, register } from '../http/register.ts';
import { fail } from '../refusal.ts';
import type { FileStorage } from '../storage/index.ts';
import { notReadyBecause } from './readiness.ts';

/** GET /health (the process answers) and GET /ready (it can serve: see notReadyBecause). */
export function registerHealthRoutes(api: ApiRouter, storage: FileStorage, draining: () => boolean) {
  register(api, routes.health.health, () => ({ status: 200, body: { status: 'ok' as const } }));
  register(api, routes.health.ready, async ({ c }) => {
    const reason = await notReadyBecause({ db: c.var.db, storage, draining });
    if (reason !== null) return fail('not_ready', `伺服器尚未就緒：${reason}`);
    const body: Readiness = { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } };
    return { status: 200, body };
  });
}
