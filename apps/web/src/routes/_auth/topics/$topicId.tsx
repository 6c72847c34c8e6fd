import { idParam } from '@pastexam/api-contract';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TopicPage } from '../../../features/topics/components/topic-page.tsx';

/** A topic's page: its questions across courses, exams and years (product §4.19). */
export const Route = createFileRoute('/_auth/topics/$topicId')({
  params: {
    parse: ({ topicId }) => {
      const parsed = idParam.safeParse(topicId);
      if (!parsed.success) throw notFound();
      return { topicId: parsed.data };
    },
    stringify: ({ topicId }) => ({ topicId: String(topicId) }),
  },
  component: TopicRoute,
});

function TopicRoute() {
  const { topicId } = Route.useParams();
  return <TopicPage topicId={topicId} />;
}
