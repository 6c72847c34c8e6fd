import { routes, type User } from '@pastexam/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client.ts';
import { useCurrentUser, useServices } from '../lib/services.tsx';
import { queryKeys } from './query-keys.ts';

/**
 * The queries more than one feature reads (the archive page, the AI exam dialog, the upload wizard, the
 * sign-in dialog, the route guard). Each feature's own endpoints live in its `api/` folder.
 */

/** GET /config: single sign-on availability and the upload limit; the same for everyone, so kept longer. */
export const appConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => api.callWith(signal, routes.auth.appConfig),
    staleTime: 5 * 60_000,
  });

/** GET /users/me: who the signed-in user is now, as the server sees it (an admin may have demoted them). */
export const meQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api.callWith(signal, routes.users.me),
  });

/**
 * The signed-in user as the server last answered (the route guard asks again on every navigation): what every
 * admin decision reads, never the token's own claim. Null for guests, who never ask, and until it is known.
 */
export function useMe(): User | null {
  const { api } = useServices();
  const signedIn = useCurrentUser() !== null;
  const { data } = useQuery({ ...meQuery(api), enabled: signedIn });
  return signedIn ? (data ?? null) : null;
}

/** GET /courses: every course, grouped by the seven categories. */
export const coursesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.courses,
    queryFn: ({ signal }) => api.callWith(signal, routes.courses.listCourses),
  });

/** GET /courses/{id}/archives: one course's archives. */
export const courseArchivesQuery = (api: ApiClient, courseId: number) =>
  queryOptions({
    queryKey: queryKeys.courseArchives(courseId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.courses.listCourseArchives, { params: { id: String(courseId) } }),
  });
