import { routes, type WishInput } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /courses/{id}/wishes: 許願池 of the course, the most waited-for first. */
export const courseWishesQuery = (api: ApiClient, courseId: number) =>
  queryOptions({
    queryKey: queryKeys.courseWishes(courseId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.wishes.listCourseWishes, { params: { id: String(courseId) } }),
    select: (list) => list.wishes,
  });

/** Every list of wishes is asked again: a wish made or joined changes its course's, and the reader's own. */
function useRefreshWishes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.wishes });
}

/** POST /courses/{id}/wishes: 許願, or 同求 of the same wish made already. */
export function useMakeWish() {
  const { api } = useServices();
  const refresh = useRefreshWishes();
  return useMutation({
    mutationFn: ({ courseId, wish }: { courseId: number; wish: WishInput }) =>
      api.call(routes.wishes.makeWish, { params: { id: String(courseId) }, body: wish }),
    onSettled: refresh,
  });
}

/** PUT /wishes/{id}/join: 同求 or 取消同求. */
export function useSetWishJoined() {
  const { api } = useServices();
  const refresh = useRefreshWishes();
  return useMutation({
    mutationFn: ({ wishId, joined }: { wishId: number; joined: boolean }) =>
      api.call(routes.wishes.setWishJoined, { params: { id: String(wishId) }, body: { joined } }),
    onSettled: refresh,
  });
}
