import { Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type PracticeAttempt,
  type PracticeQuestion,
  SELF_GRADE_LABELS,
  type SelfGrade,
} from '@pastexam/api-contract';
import type { ReactNode } from 'react';
import { ExamMarkdown } from '../ai-exam/exam/markdown.tsx';
import { practiceMessages } from '../i18n/compiled/practice.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { PracticeCountsText } from './practice-counts.tsx';

export interface PracticeResultsProps {
  /** The ended attempt, with each question's top answers, notes and marks. Required, no default. */
  attempt: PracticeAttempt;
  /** Draws a question's region of the PDF. Required, no default. */
  renderQuestion: (question: PracticeQuestion) => ReactNode;
  /** Called when the student grades a question. Required, no default. */
  onMark: (questionId: number, mark: SelfGrade) => void;
}

/** Each grade's message: the grades come in SELF_GRADE_LABELS' order, their words from the catalogue. */
const gradeMessages = {
  known: 'practice.gradeKnown',
  unsure: 'practice.gradeUnsure',
  unknown: 'practice.gradeUnknown',
} as const satisfies Record<SelfGrade, string>;
const isGrade = (value: string): value is SelfGrade => Object.hasOwn(SELF_GRADE_LABELS, value);

/** An ended 模擬考: per question, the top answers beside the student's notes, and 會 / 不確定 / 不會. */
export function PracticeResults({ attempt, renderQuestion, onMark }: PracticeResultsProps) {
  const t = useT(practiceMessages);
  const { dateTime } = formatsFor(useLocale());
  const grades = Object.keys(SELF_GRADE_LABELS)
    .filter(isGrade)
    .map((value) => ({ value, label: t(gradeMessages[value]) }));
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('practice.resultsTitle', { archive: attempt.archive_name })}
      </Title>
      <Text size="sm" c="dimmed">
        {attempt.ended_at ? t('practice.endedAt', { time: dateTime(attempt.ended_at) }) : ''}
        <PracticeCountsText counts={attempt.counts} />
      </Text>
      {attempt.questions.map((question) => (
        <Paper key={question.question_id} withBorder p="sm" component="section" aria-label={question.name}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{question.name}</Text>
              <SegmentedControl
                aria-label={t('practice.gradeOf', { name: question.name })}
                data={grades}
                value={question.mark ?? ''}
                onChange={(value) => isGrade(value) && onMark(question.question_id, value)}
              />
            </Group>
            {renderQuestion(question)}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('practice.myNotes')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={question.note ? undefined : 'dimmed'}>
                  {question.note || t('practice.noNotes')}
                </Text>
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('practice.topAnswers')}
                </Text>
                {question.top_answers.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('practice.noAnswers')}
                  </Text>
                )}
                {question.top_answers.map((answer) => (
                  <Paper key={answer.id} withBorder p="xs">
                    <Group gap="xs" mb={4}>
                      {answer.official && <Badge color="teal">{t('practice.official')}</Badge>}
                      <Text size="xs" c="dimmed">
                        {t('practice.answerBy', {
                          author: answer.author_name ?? t('practice.deletedAccount'),
                          score: answer.score,
                        })}
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
