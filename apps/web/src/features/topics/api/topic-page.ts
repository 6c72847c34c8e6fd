import { MAX_WORKSHEET_QUESTIONS, routes, type TopicPage } from '@pastexam/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';

/** GET /topics/{tid}/questions: a topic's questions across courses, exams and years, and their coverage. */
export const topicPageQuery = (api: ApiClient, topicId: string) =>
  queryOptions({
    queryKey: queryKeys.topicPage(topicId),
    queryFn: ({ signal }) => api.callWith(signal, routes.topics.topicQuestions, { params: { tid: topicId } }),
  });

/** 建立題單 from a topic's page: a new worksheet named by the topic, of its questions in the page's order. */
export function useTopicWorksheet() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: TopicPage) =>
      api.call(routes.worksheets.createWorksheet, {
        body: {
          title: page.topic.name_zh,
          question_ids: page.questions.slice(0, MAX_WORKSHEET_QUESTIONS).map((one) => one.question.id),
        },
      }),
    onSuccess: (worksheet) => {
      queryClient.setQueryData(queryKeys.worksheet(worksheet.id), worksheet);
      void queryClient.invalidateQueries({ queryKey: queryKeys.myWorksheets });
    },
  });
}
