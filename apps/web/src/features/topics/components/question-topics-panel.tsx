import type { QuestionTopic } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { topicsMessages } from '@pastexam/ui/messages/topics';
import { toast } from '@pastexam/ui/toast';
import { QuestionTopics, topicOptions } from '@pastexam/ui/topics';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { topicTreeQuery } from '../../../api/shared-queries.ts';
import { errorMessage, refusalMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { questionTopicsQuery, useAskAiTopics, useChangeQuestionTopic } from '../api/question-topics.ts';

/** How many of the tags Gemini proposed and no one has decided yet. */
const aiProposals = (tags: readonly QuestionTopic[] | undefined) =>
  (tags ?? []).filter((tag) => tag.source === 'ai' && tag.status === 'proposed').length;

const target = (topicId: number) => ({
  to: '/topics/$topicId' as const,
  params: { topicId: String(topicId) },
});

/** 主題 of the question shown (product §4.19): its tags, proposed by anyone, decided by its course's experts. */
export function QuestionTopicsPanel({ archiveId, questionId }: { archiveId: number; questionId: number }) {
  const t = useT(topicsMessages);
  const core = useT();
  const { api } = useServices();
  const router = useRouter();
  const navigate = useNavigate();
  const tags = useQuery(questionTopicsQuery(api, { archiveId, questionId }));
  const tree = useQuery(topicTreeQuery(api));
  const change = useChangeQuestionTopic({ archiveId, questionId });
  const askAi = useAskAiTopics({ archiveId, questionId });
  const act = (
    topicId: number,
    action: 'propose' | 'confirm' | 'reject',
    source?: 'person' | 'keyword' | 'ai',
  ) =>
    change.mutate(
      { topicId, action, ...(source ? { source } : {}) },
      {
        onError: (error) =>
          toast.error(t('topics.updateFailed'), errorMessage(error, core('common.tryLater'))),
      },
    );
  return (
    <QuestionTopics
      tags={tags.data?.topics ?? null}
      canDecide={tags.data?.can_decide ?? false}
      options={topicOptions(tree.data?.areas)}
      error={tags.error ? errorMessage(tags.error, t('topics.loadFailed')) : null}
      onRetry={() => void tags.refetch()}
      href={(topicId) => router.buildLocation(target(topicId)).href}
      onOpen={(topicId) => void navigate(target(topicId))}
      onPropose={(topicId, source) => act(topicId, 'propose', source)}
      onConfirm={(topicId) => act(topicId, 'confirm')}
      onReject={(topicId) => act(topicId, 'reject')}
      busy={change.isPending || askAi.isPending}
      onAskAi={() => {
        const before = aiProposals(tags.data?.topics);
        askAi.mutate(undefined, {
          onSuccess: (list) => {
            if (aiProposals(list.topics) <= before) toast.info(t('topics.aiTitle'), t('topics.aiNoneFound'));
          },
        });
      }}
      askingAi={askAi.isPending}
      aiError={askAi.error ? refusalMessage(askAi.error, t('topics.aiFailed')) : null}
    />
  );
}
