import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '../../features/review/components/review-page.tsx';

/** 複習: today's review, one card at a time. */
export const Route = createFileRoute('/_auth/review')({
  component: ReviewPage,
});
