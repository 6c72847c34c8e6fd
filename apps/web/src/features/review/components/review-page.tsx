import { Container, Skeleton, Stack, Title } from '@mantine/core';
import type {
  ReviewCard as Card,
  ReviewGrade,
  ReviewMockExamCard,
  ReviewQuestionCard,
} from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { reviewMessages } from '@pastexam/ui/messages/review';
import { ExamDates, ReviewCard, ReviewDone } from '@pastexam/ui/review';
import { toast } from '@pastexam/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import {
  reviewCoursesQuery,
  reviewQueueQuery,
  useGradeReviewCard,
  useSetReviewExamDate,
} from '../api/review.ts';
import { taipeiToday } from '../taipei-day.ts';

/** Where an archive card's question opens: its exam previewed on its course's page, at the question. */
const archiveTarget = (card: ReviewQuestionCard) => ({
  to: '/archive' as const,
  search: { course: card.course_id, archive: card.archive_id, question: card.question_id },
});

/** Where a mock exam card's question opens: its exam's own page. */
const examTarget = (card: ReviewMockExamCard) => ({
  to: '/exams/$taskId' as const,
  params: { taskId: card.task_id },
});

/** Draws an archive question's region of its PDF. */
export type RenderQuestion = (card: ReviewQuestionCard) => ReactNode;

/** The signed-in home page: the overview with 今天要複習, even when a last course would reopen. */
const HOME = { to: '/archive' as const, search: { overview: true as const } };

/** One session through today's queue: the cards as they were when it began, one at a time. */
function Session({ cards, renderQuestion }: { cards: readonly Card[]; renderQuestion?: RenderQuestion }) {
  const t = useT(reviewMessages);
  const core = useT();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const grade = useGradeReviewCard();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const card = cards[index];
  if (!card) {
    return (
      <ReviewDone
        graded={index}
        homeHref={router.buildLocation(HOME).href}
        onHome={() => void navigate(HOME)}
      />
    );
  }
  const onGrade = (chosen: ReviewGrade) =>
    grade.mutate(
      { cardId: card.card_id, grade: chosen },
      {
        onSuccess: () => {
          setRevealed(false);
          setIndex(index + 1);
          if (index + 1 === cards.length) void queryClient.invalidateQueries({ queryKey: ['review'] });
        },
        onError: (error) => toastRefusal(t('review.gradeFailed'), error, core('common.tryLater')),
      },
    );
  return (
    <ReviewCard
      key={card.card_id}
      card={card}
      revealed={revealed}
      onReveal={() => setRevealed(true)}
      onGrade={onGrade}
      pending={grade.isPending}
      position={`${index + 1} / ${cards.length}`}
      {...(card.kind === 'question'
        ? {
            href: router.buildLocation(archiveTarget(card)).href,
            onOpen: () => void navigate(archiveTarget(card)),
            question: renderQuestion?.(card),
          }
        : {
            href: router.buildLocation(examTarget(card)).href,
            onOpen: () => void navigate(examTarget(card)),
          })}
    />
  );
}

/** 複習: today's cards one at a time, and each course's 考試日期. `renderQuestion` draws an archive card's front. */
export function ReviewPage({ renderQuestion }: { renderQuestion?: RenderQuestion }) {
  const t = useT(reviewMessages);
  const core = useT();
  const { api } = useServices();
  const [day] = useState(taipeiToday);
  const queue = useQuery({ ...reviewQueueQuery(api, day), staleTime: Number.POSITIVE_INFINITY });
  const courses = useQuery(reviewCoursesQuery(api));
  const setDate = useSetReviewExamDate();
  useQueryFailure(queue, () => toast.error(t('review.loadFailedTitle'), t('review.queueLoadFailed')));
  return (
    <Container size="sm" py="lg" px="sm">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('review.section')}
        </Title>
        {queue.data ? (
          <Session cards={queue.data.cards} renderQuestion={renderQuestion} />
        ) : (
          <Skeleton height={200} role="status" aria-busy="true" aria-label={t('review.queueLoading')} />
        )}
        <ExamDates
          courses={courses.data?.courses ?? []}
          onChange={(courseId, examDate) =>
            setDate.mutate(
              { courseId, examDate },
              {
                onError: (error) => toastRefusal(t('review.examDateFailed'), error, core('common.tryLater')),
              },
            )
          }
        />
      </Stack>
    </Container>
  );
}
