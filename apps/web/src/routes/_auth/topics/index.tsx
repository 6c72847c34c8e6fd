import { createFileRoute } from '@tanstack/react-router';
import { TopicsPage } from '../../../features/topics/components/topics-page.tsx';

/** 主題: the department's topic tree (product §4.19). */
export const Route = createFileRoute('/_auth/topics/')({
  component: TopicsPage,
});
