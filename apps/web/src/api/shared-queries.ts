import { routes } from '@pastexam/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The queries more than one feature reads (the archive page, the AI exam dialog, the upload wizard, the
 * sign-in dialog; the route guard's is in `me-query.ts`). Each feature's own endpoints live in its `api/` folder.
 */

/** GET /config: single sign-on availability and the upload limit; the same for everyone, so kept longer. */
export const appConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => api.callWith(signal, routes.auth.appConfig),
    staleTime: 5 * 60_000,
  });

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

/**
 * GET /archives/{aid}/questions: an archive's question starts in order, whether they are locked and what the
 * reader may do; read by the markers on the viewer, the answers beside it and the links to a question.
 */
export const archiveQuestionsQuery = (api: ApiClient, archiveId: number) =>
  queryOptions({
    queryKey: queryKeys.archiveQuestions(archiveId),
    queryFn: ({ signal }) =>
      api.callWith(signal, routes.questions.listQuestions, { params: { aid: String(archiveId) } }),
  });

/** GET /topics: the areas, each with its topics and counts, and whether the reader may edit them. */
export const topicTreeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.topics,
    queryFn: ({ signal }) => api.callWith(signal, routes.topics.listTopics),
  });
