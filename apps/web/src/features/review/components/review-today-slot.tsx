import { ReviewToday } from '@pastexam/ui/review';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useServices } from '../../../lib/services.tsx';
import { reviewQueueQuery } from '../api/review.ts';
import { taipeiToday } from '../taipei-day.ts';

/** 今天要複習 n 題 on the signed-in home page; the card's frame until the count arrives, and nothing if it cannot. */
export function ReviewTodaySlot() {
  const { api } = useServices();
  const navigate = useNavigate();
  const router = useRouter();
  const queue = useQuery(reviewQueueQuery(api, taipeiToday()));
  if (queue.isError) return null;
  return (
    <ReviewToday
      dueCount={queue.data?.due_count ?? null}
      href={router.buildLocation({ to: '/review' }).href}
      onStart={() => void navigate({ to: '/review' })}
    />
  );
}
