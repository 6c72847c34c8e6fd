import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type ReviewCard as Card,
  type ReviewGrade,
  reviewGradeLabels,
  reviewGrades,
} from '@pastexam/api-contract';
import { typeLabelBesideName } from '@pastexam/api-contract/labels';
import type { ReactNode } from 'react';
import { followInPage } from '../archives/plain-click.ts';

export interface ReviewCardProps {
  /** The card shown. Required, no default. */
  card: Card;
  /** Whether its answer is shown and the grades offered. Required, no default. */
  revealed: boolean;
  /** 顯示解答. Required, no default. */
  onReveal: () => void;
  /** The reader's self-grade. Required, no default. */
  onGrade: (grade: ReviewGrade) => void;
  /** The address opening the exam at the question. Required, no default. */
  href: string;
  /** Called instead of following a plain click on the question's link. Default: the link is followed. */
  onOpen?: () => void;
  /** The question itself (its region of the PDF), drawn by the app. Default: nothing. */
  question?: ReactNode;
  /** The top answer drawn by the app (Markdown, formulas); default: its text as written. */
  answer?: ReactNode;
  /** A grade is on its way: the grades wait. Default: false. */
  pending?: boolean;
  /** `2 / 12`, where the reader is in today's queue. Default: nothing. */
  position?: string;
}

const gradeColors: Record<ReviewGrade, string> = { again: 'red', hard: 'orange', good: 'teal', easy: 'blue' };

function examTitle(card: Card): string {
  const type = typeLabelBesideName({ name: card.archive_name, archive_type: card.archive_type });
  return `${card.course_name} · ${card.academic_year} 學年度 ${card.archive_name}${type ? `（${type}）` : ''} · ${card.professor}`;
}

/** One card of the review: the question, then 顯示解答 reveals the top answer and the four self-grades. */
export function ReviewCard({
  card,
  revealed,
  onReveal,
  onGrade,
  href,
  onOpen,
  question,
  answer,
  pending = false,
  position,
}: ReviewCardProps) {
  return (
    <Paper withBorder p="md" component="article" aria-label={`複習 ${card.question_name}`}>
      <Stack gap="md">
        <Stack gap={4}>
          {position && (
            <Text size="sm" c="dimmed">
              {position}
            </Text>
          )}
          <Text size="sm">{examTitle(card)}</Text>
          <Title order={2} size="h3">
            {card.question_name}
          </Title>
          <Anchor href={href} onClick={onOpen && followInPage(onOpen)}>
            在考古題中開啟這一題
          </Anchor>
        </Stack>
        {question}
        {revealed ? (
          <Stack gap="sm">
            <Title order={3} size="h4">
              解答
            </Title>
            {card.top_answer === null ? (
              <Text c="dimmed">此題還沒有解答。</Text>
            ) : (
              (answer ?? <Text style={{ whiteSpace: 'pre-wrap' }}>{card.top_answer.body}</Text>)
            )}
            <Text fw={600} id={`grade-${card.card_id}`}>
              記得多少？
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
            顯示解答
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
