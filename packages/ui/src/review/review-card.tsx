import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type ReviewCard as Card,
  type ReviewGrade,
  reviewGradeLabels,
  reviewGrades,
} from '@pastexam/api-contract';
import type { Labels } from '@pastexam/api-contract/labels';
import type { ReactNode } from 'react';
import { QuestionAnswer, questionName, SubQuestions } from '../ai-exam/exam/exam-parts.tsx';
import { ExamMarkdown } from '../ai-exam/exam/markdown.tsx';
import { examName } from '../archives/exam-name.ts';
import { followInPage } from '../archives/plain-click.ts';
import { aiExamMessages } from '../i18n/compiled/ai-exam.catalogue.ts';
import { reviewMessages } from '../i18n/compiled/review.catalogue.ts';
import { type Formats, formatsFor } from '../i18n/format.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT, useTWithoutWaiting } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/review.zh-TW.ts';

export interface ReviewCardProps {
  /** The card shown. Required, no default. */
  card: Card;
  /** Whether its answer is shown and the grades offered. Required, no default. */
  revealed: boolean;
  /** 顯示解答. Required, no default. */
  onReveal: () => void;
  /** The reader's self-grade. Required, no default. */
  onGrade: (grade: ReviewGrade) => void;
  /** The address opening the question where it is: the exam at the question, or the mock exam. Required, no default. */
  href: string;
  /** Called instead of following a plain click on the question's link. Default: the link is followed. */
  onOpen?: () => void;
  /** An archive question itself (its region of the PDF), drawn by the app. Default: nothing. */
  question?: ReactNode;
  /** A grade is on its way: the grades wait. Default: false. */
  pending?: boolean;
  /** `2 / 12`, where the reader is in today's queue. Default: nothing. */
  position?: string;
}

const gradeColors: Record<ReviewGrade, string> = { again: 'red', hard: 'orange', good: 'teal', easy: 'blue' };

/** What each kind of card shows: where it is from, its name, its link, its front and its back. */
function sides(
  card: Card,
  question: ReactNode,
  t: Translate<MessageId>,
  naming: { labels: Labels; formats: Formats; mockQuestion: Translate<'ai-exam.questionName'> },
) {
  if (card.kind === 'mock_exam') {
    return {
      from: card.course_name
        ? t('review.mockExamFromCourse', { course: card.course_name, exam: card.exam_title })
        : t('review.mockExamFrom', { exam: card.exam_title }),
      name: questionName(card.question, naming.mockQuestion),
      link: t('review.openMockExam'),
      front: (
        <Stack gap="xs">
          <ExamMarkdown>{card.question.text}</ExamMarkdown>
          <SubQuestions items={card.question.sub_questions} />
        </Stack>
      ),
      back: <QuestionAnswer question={card.question} />,
    };
  }
  return {
    from: examName(card, naming.labels, naming.formats),
    name: card.question_name,
    link: t('review.openQuestion'),
    front: question,
    back:
      card.top_answer === null ? (
        <Text c="dimmed">{t('review.noAnswer')}</Text>
      ) : (
        <ExamMarkdown>{card.top_answer.body}</ExamMarkdown>
      ),
  };
}

/** One card of the review: the question, then 顯示解答 reveals its answer and the four self-grades. */
export function ReviewCard({
  card,
  revealed,
  onReveal,
  onGrade,
  href,
  onOpen,
  question,
  pending = false,
  position,
}: ReviewCardProps) {
  const t = useT(reviewMessages);
  // A mock exam question's name (第 2 題, Question 2) from the mock exam's words, without waiting for them.
  const mockQuestion = useTWithoutWaiting(aiExamMessages);
  const naming = { labels: useLabels(), formats: formatsFor(useLocale()), mockQuestion };
  const { from, name, link, front, back } = sides(card, question, t, naming);
  return (
    <Paper withBorder p="md" component="article" aria-label={t('review.card', { name })}>
      <Stack gap="md">
        <Stack gap={4}>
          {position && (
            <Text size="sm" c="dimmed">
              {position}
            </Text>
          )}
          <Text size="sm">{from}</Text>
          <Title order={2} size="h3">
            {name}
          </Title>
          <Anchor href={href} onClick={onOpen && followInPage(onOpen)}>
            {link}
          </Anchor>
        </Stack>
        {front}
        {revealed ? (
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('review.answer')}
            </Title>
            {back}
            <Text fw={600} id={`grade-${card.card_id}`}>
              {t('review.howWell')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} role="group" aria-labelledby={`grade-${card.card_id}`}>
              {reviewGrades.map((grade) => (
                <Button
                  key={grade}
                  size="lg"
                  color={gradeColors[grade]}
                  variant="light"
                  disabled={pending}
                  onClick={() => onGrade(grade)}
                >
                  {reviewGradeLabels[grade]}
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          <Button size="lg" onClick={onReveal}>
            {t('review.reveal')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
