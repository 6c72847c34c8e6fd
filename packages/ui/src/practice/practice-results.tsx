import { Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type PracticeAttempt,
  type PracticeQuestion,
  SELF_GRADE_LABELS,
  type SelfGrade,
} from '@pastexam/api-contract';
import type { ReactNode } from 'react';
import { ExamMarkdown } from '../ai-exam/exam/markdown.tsx';
import { formatTaipeiDateTime } from '../time-format.ts';
import { PracticeCountsText } from './practice-counts.tsx';

export interface PracticeResultsProps {
  /** The ended attempt, with each question's top answers, notes and marks. Required, no default. */
  attempt: PracticeAttempt;
  /** Draws a question's region of the PDF. Required, no default. */
  renderQuestion: (question: PracticeQuestion) => ReactNode;
  /** Called when the student grades a question. Required, no default. */
  onMark: (questionId: number, mark: SelfGrade) => void;
}

const grades = Object.entries(SELF_GRADE_LABELS).map(([value, label]) => ({ value, label }));
const isGrade = (value: string): value is SelfGrade => Object.hasOwn(SELF_GRADE_LABELS, value);

/** An ended 模擬考: per question, the top answers beside the student's notes, and 會 / 不確定 / 不會. */
export function PracticeResults({ attempt, renderQuestion, onMark }: PracticeResultsProps) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        模擬考結果：{attempt.archive_name}
      </Title>
      <Text size="sm" c="dimmed">
        {attempt.ended_at ? `${formatTaipeiDateTime(attempt.ended_at)} 結束 · ` : ''}
        <PracticeCountsText counts={attempt.counts} />
      </Text>
      {attempt.questions.map((question) => (
        <Paper key={question.question_id} withBorder p="sm" component="section" aria-label={question.name}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{question.name}</Text>
              <SegmentedControl
                aria-label={`${question.name}的自評`}
                data={grades}
                value={question.mark ?? ''}
                onChange={(value) => isGrade(value) && onMark(question.question_id, value)}
              />
            </Group>
            {renderQuestion(question)}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  我的筆記
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={question.note ? undefined : 'dimmed'}>
                  {question.note || '（沒有筆記）'}
                </Text>
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  最佳解答
                </Text>
                {question.top_answers.length === 0 && (
                  <Text size="sm" c="dimmed">
                    還沒有人解答這一題
                  </Text>
                )}
                {question.top_answers.map((answer) => (
                  <Paper key={answer.id} withBorder p="xs">
                    <Group gap="xs" mb={4}>
                      {answer.official && <Badge color="teal">官方解答</Badge>}
                      <Text size="xs" c="dimmed">
                        {answer.author_name ?? '已刪除的帳號'} · {answer.score} 分
                      </Text>
                    </Group>
                    <ExamMarkdown>{answer.body}</ExamMarkdown>
                  </Paper>
                ))}
              </Stack>
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
