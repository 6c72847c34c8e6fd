import { type ReviewGrade, routes } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

const { review } = routes;
/** Every review query: a change to the deck changes the queue, its count and the courses. */
const ALL = ['review'] as const;

/** GET /users/me/review/deck: the questions in the reader's deck. */
export const reviewDeckQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.reviewDeck,
    queryFn: ({ signal }) => api.callWith(signal, review.listMyReviewDeck),
  });

/** GET /users/me/review/queue?day=: the cards due by the end of the reader's Taipei day. */
export const reviewQueueQuery = (api: ApiClient, day: string) =>
  queryOptions({
    queryKey: queryKeys.reviewQueue(day),
    queryFn: ({ signal }) => api.callWith(signal, review.getReviewQueue, { query: { day } }),
  });

/** GET /users/me/review/courses: the deck's courses with their exam dates. */
export const reviewCoursesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.reviewCourses,
    queryFn: ({ signal }) => api.callWith(signal, review.listMyReviewCourses),
  });

/** PUT /questions/{qid}/review: 加入複習 or not. */
export function useSetReviewMembership() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, inReview }: { questionId: number; inReview: boolean }) =>
      api.call(review.setReviewMembership, {
        params: { qid: String(questionId) },
        body: { in_review: inReview },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** PUT /ai-exam/task/{id}/questions/{key}/review: 加入複習 of a question of the reader's own mock exam, or not. */
export function useSetMockQuestionReview() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, key, inReview }: { taskId: string; key: string; inReview: boolean }) =>
      api.call(review.setMockExamQuestionReview, {
        params: { id: taskId, key },
        body: { in_review: inReview },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** POST /users/me/review/bookmarks: 全部加入複習. */
export function useAddBookmarksToReview() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(review.addBookmarksToReview),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/**
 * POST /review/cards/{cid}/grade. The session keeps its own list of today's cards, so the queue is refreshed
 * only when the session ends (the home page's count, the next visit).
 */
export function useGradeReviewCard() {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ cardId, grade }: { cardId: number; grade: ReviewGrade }) =>
      api.call(review.gradeReviewCard, { params: { cid: String(cardId) }, body: { grade } }),
  });
}

/** PUT /users/me/review/courses/{cid}/exam-date. */
export function useSetReviewExamDate() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, examDate }: { courseId: number; examDate: string | null }) =>
      api.call(review.setReviewExamDate, {
        params: { cid: String(courseId) },
        body: { exam_date: examDate },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
