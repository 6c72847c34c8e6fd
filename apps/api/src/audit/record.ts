import type { AuditAction, AuditTargetType, RouteSpec } from '@pastexam/api-contract';
import { z } from 'zod';
import type { Caller } from '../auth/session/caller.ts';
import type { Answer, AuditSpec, AuditState, Handler, HandlerArgs, Success } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import { insertAuditEntry } from './repository.ts';

/** How a deletion is recorded: the record as it stood, and nothing after it. */
export function deletionAudit<R extends RouteSpec>(
  action: AuditAction,
  targetType: AuditTargetType,
  before: NonNullable<AuditSpec<R>['before']>,
): AuditSpec<R> {
  return { action, targetType, before, after: () => null };
}

const namedRecord = z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string() });

/**
 * `handler`, recording in the audit log each change it makes: after a success, with who made it. A refusal
 * changed nothing and is not recorded. Should the entry not be written, the change stands (it is answered)
 * and the failure is logged as an error naming what was not recorded.
 */
export function audited<R extends RouteSpec>(spec: AuditSpec<R>, handler: Handler<R>): Handler<R> {
  return async (args: HandlerArgs<R>): Promise<Answer<R>> => {
    const { c, input } = args;
    const actor = (args as Partial<Caller>).user;
    if (!actor) throw new Error(`${spec.action}: recorded changes need a signed-in caller`);
    const before = (await spec.before?.(c.var.db, input, actor)) ?? null;
    const answer = await handler(args);
    if (answer instanceof Refusal || answer instanceof Response) return answer;
    const { body } = answer as Success<R>;
    try {
      const after = spec.after ? await spec.after(c.var.db, body, before, input) : (body as AuditState);
      const named = namedRecord.safeParse(after ?? before);
      const target = named.success ? named.data : { id: '', name: '' };
      await insertAuditEntry(c.var.db, {
        actorId: actor.id,
        actorName: actor.name,
        action: spec.action,
        targetType: spec.targetType,
        targetId: String(target.id),
        targetName: target.name,
        before,
        after,
      });
    } catch (error) {
      c.var.logger.error(
        { event: 'audit_not_recorded', action: spec.action, err: String(error) },
        'a change was made but not recorded in the audit log',
      );
    }
    return answer;
  };
}

/**
 * Whether the audit log must hold a route's changes: every deletion, and every change of a route an administrator
 * makes, those an owner may make as well included (an uploader's edit of their archive).
 */
export const mustBeAudited = (route: RouteSpec) =>
  route.method === 'delete' ||
  ((route.access === 'admin' || route.access === 'owner-or-admin') && route.method !== 'get');

/** Throws unless every route that must be audited is registered with its audit. */
export function checkAudited(registered: readonly RouteSpec[], audited: readonly RouteSpec[]): void {
  const missing = registered.filter((route) => mustBeAudited(route) && !audited.includes(route));
  if (missing.length > 0) {
    const names = missing.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    throw new Error(`routes that change records without an audit: ${names.join(', ')}`);
  }
}
