import type { RouteSpec } from './route.ts';

// What a signed-in user may do with a row, decided here once: the server's guard and handlers ask it before
// they act, and the web app asks it before it offers a button (product §5.1, §4.10).

/** The signed-in user as the rules see them: who they are and whether they administer. */
export type Actor = { id: number; isAdmin: boolean };

/**
 * The rule of `owner-or-admin`: whether `actor` may manage a row `ownerId` created (delete an archive they
 * uploaded, a message they wrote). Administrators manage every row; a row without an owner (its account was
 * deleted, a demo archive) only administrators.
 */
export function mayManage(actor: Actor, ownerId: number | null): boolean {
  return actor.isAdmin || actor.id === ownerId;
}

/**
 * Whether `actor` (null: a guest) may call `route`, on a row `ownerId` created when the route is
 * `owner-or-admin`: what the server's guard and then its handler let through.
 */
export function mayCall(
  actor: Actor | null,
  route: Pick<RouteSpec, 'access'>,
  ownerId: number | null = null,
) {
  switch (route.access) {
    case 'guest':
      return true;
    case 'user':
      return actor !== null;
    case 'admin':
      return actor?.isAdmin === true;
    case 'owner-or-admin':
      return actor !== null && mayManage(actor, ownerId);
  }
}
