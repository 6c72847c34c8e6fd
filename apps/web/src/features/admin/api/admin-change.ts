import type { Route, RouteInput, RouteOutput, RouteSpec } from '@pastexam/api-contract';
import { type QueryClient, type QueryKey, queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiClient, type CallArgs, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/**
 * A change an admin makes to a list they are looking at. When it lands, or is refused because the row is gone
 * already (404: another admin got there first), `refresh` brings the lists it touched up to date; any other
 * refusal changed nothing, and the lists stay as they are.
 */
export function useAdminChange<Input, Output>(
  send: (api: ApiClient, input: Input) => Promise<Output>,
  refresh: (queryClient: QueryClient, landed: boolean) => void,
) {
  const { api, queryClient } = useServices();
  return useMutation({
    mutationFn: (input: Input) => send(api, input),
    onSettled: (_output, error) => {
      if (error === null || errorStatus(error) === 404) refresh(queryClient, error === null);
    },
  });
}

/** Marks the lists `keys` name as stale: those on screen are asked again. */
export function refreshLists(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Calls a route that the factories below know only by its type parameter; its input is checked by their callers. */
function callRoute<R extends RouteSpec>(
  api: ApiClient,
  signal: AbortSignal | undefined,
  route: Route<R>,
  input: RouteInput<R>,
): Promise<RouteOutput<R>> {
  // Whether the input is optional cannot be told of a route not yet chosen; passing it is right either way.
  return api.callWith(signal, route, ...([input] as CallArgs<R>));
}

/** A route that takes no params, query or body. */
type BareRoute = RouteSpec & { params?: undefined; query?: undefined; body?: undefined };

/** The options of an admin table's whole list: `route`, which takes no input, cached under `queryKey`. */
export function adminListQuery<const K extends QueryKey, R extends BareRoute>(queryKey: K, route: Route<R>) {
  return (api: ApiClient) =>
    queryOptions({ queryKey, queryFn: ({ signal }) => callRoute(api, signal, route, {} as RouteInput<R>) });
}

/** The body a route takes. */
type BodyOf<R extends RouteSpec> = RouteInput<R>['body'];

/** A route on one row of a table, named by the `{id}` in its path. */
type RowRoute = RouteSpec & { params: z.ZodObject<{ id: z.ZodType<unknown, string> }> };

/** The routes that add a row to an admin table, change one and delete one (these two by its `{id}`). */
type RowRoutes<C extends RouteSpec, U extends RowRoute, D extends RowRoute> = {
  create: Route<C>;
  update: Route<U>;
  remove: Route<D>;
};

/**
 * The hook of an admin table's row changes, each an admin change (`useAdminChange`) that refreshes the lists
 * `refreshes` names: `create` takes the new row's body, `update` a row's id and its new body, `remove` a row's
 * id. The hook carries `saveRoutes`, the routes of `create` and `update`.
 */
export function adminRowChanges<C extends RouteSpec, U extends RowRoute, D extends RowRoute>(
  rows: RowRoutes<C, U, D>,
  refreshes: readonly QueryKey[],
) {
  const refresh = (queryClient: QueryClient) => refreshLists(queryClient, refreshes);
  const row = (id: number) => ({ params: { id: String(id) } });
  function useRowChanges() {
    return {
      create: useAdminChange(
        (api, body: BodyOf<C>) => callRoute(api, undefined, rows.create, { body } as RouteInput<C>),
        refresh,
      ),
      update: useAdminChange(
        (api, { id, body }: { id: number; body: BodyOf<U> }) =>
          callRoute(api, undefined, rows.update, { ...row(id), body } as RouteInput<U>),
        refresh,
      ),
      remove: useAdminChange(
        (api, id: number) => callRoute(api, undefined, rows.remove, row(id) as RouteInput<D>),
        refresh,
      ),
    };
  }
  // The routes a save calls (adding a row, changing one): a form maps the codes they answer to its fields.
  return Object.assign(useRowChanges, { saveRoutes: [rows.create, rows.update] as const });
}
