import type { TopicTree } from '@pastexam/api-contract';
import { toast } from '@pastexam/ui/toast';
import { QuestionTopics, type TopicOption } from '@pastexam/ui/topics';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { questionTopicsQuery, useChangeQuestionTopic } from '../api/question-topics.ts';
import { topicTreeQuery } from '../api/topics.ts';

/** Every topic of the tree as the list of 提議主題 names it: an area, then each of its topics under it. */
export const topicOptions = (tree: TopicTree | undefined): TopicOption[] =>
  (tree?.areas ?? []).flatMap((area) => [
    { id: area.id, label: area.name_zh },
    ...area.children.map((child) => ({ id: child.id, label: `${area.name_zh} › ${child.name_zh}` })),
  ]);

const target = (topicId: number) => ({
  to: '/topics/$topicId' as const,
  params: { topicId: String(topicId) },
});

/** 主題 of the question shown (product §4.19): its tags, proposed by anyone, decided by its course's experts. */
export function QuestionTopicsPanel({ archiveId, questionId }: { archiveId: number; questionId: number }) {
  const { api } = useServices();
  const router = useRouter();
  const navigate = useNavigate();
  const tags = useQuery(questionTopicsQuery(api, { archiveId, questionId }));
  const tree = useQuery(topicTreeQuery(api));
  const change = useChangeQuestionTopic({ archiveId, questionId });
  const act = (
    topicId: number,
    action: 'propose' | 'confirm' | 'reject',
    source?: 'person' | 'keyword' | 'ai',
  ) =>
    change.mutate(
      { topicId, action, ...(source ? { source } : {}) },
      { onError: (error) => toast.error('無法更新主題', errorMessage(error, '請稍後再試')) },
    );
  return (
    <QuestionTopics
      tags={tags.data?.topics ?? null}
      canDecide={tags.data?.can_decide ?? false}
      options={topicOptions(tree.data)}
      error={tags.error ? errorMessage(tags.error, '無法載入主題，請稍後再試') : null}
      onRetry={() => void tags.refetch()}
      href={(topicId) => router.buildLocation(target(topicId)).href}
      onOpen={(topicId) => void navigate(target(topicId))}
      onPropose={(topicId, source) => act(topicId, 'propose', source)}
      onConfirm={(topicId) => act(topicId, 'confirm')}
      onReject={(topicId) => act(topicId, 'reject')}
      busy={change.isPending}
    />
  );
}
