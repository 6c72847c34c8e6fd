import { createFileRoute } from '@tanstack/react-router';
import { TopicPage } from '../../../features/topics/components/topic-page.tsx';

/** A topic's page: its questions across courses, exams and years (product §4.19). */
export const Route = createFileRoute('/_auth/topics/$topicId')({
  component: TopicRoute,
});

function TopicRoute() {
  const { topicId } = Route.useParams();
  return <TopicPage topicId={topicId} />;
}
