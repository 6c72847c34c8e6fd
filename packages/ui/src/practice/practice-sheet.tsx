import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { PracticeAttempt, PracticeQuestion } from '@pastexam/api-contract';
import { IconAlarm } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { practiceMessages } from '../i18n/compiled/practice.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { formatCountdown, useCountdown } from './use-countdown.ts';

export interface PracticeSheetProps {
  /** The running attempt: its questions, notes and the seconds left. Required, no default. */
  attempt: PracticeAttempt;
  /** Draws a question's region of the PDF. Required, no default. */
  renderQuestion: (question: PracticeQuestion) => ReactNode;
  /** Called as the student writes a note (the caller saves it). Required, no default. */
  onNoteChange: (questionId: number, note: string) => void;
  /** Called once when the countdown reaches zero. Required, no default. */
  onTimeUp: () => void;
  /** Called when the student hands the paper in (交卷). Required, no default. */
  onEnd: () => void;
  /** The end is on its way: 交卷 waits. Default: false. */
  ending?: boolean;
}

/**
 * A 模擬考 in progress: the countdown, the questions one at a time or all at once (as the attempt's layout
 * says), a note under each, and 交卷. No answers are shown.
 */
export function PracticeSheet({
  attempt,
  renderQuestion,
  onNoteChange,
  onTimeUp,
  onEnd,
  ending = false,
}: PracticeSheetProps) {
  const t = useT(practiceMessages);
  const left = useCountdown(attempt.remaining_seconds, onTimeUp);
  const [index, setIndex] = useState(0);
  const [notes, setNotes] = useState(() => new Map(attempt.questions.map((q) => [q.question_id, q.note])));
  const shown = attempt.layout === 'one' ? attempt.questions.slice(index, index + 1) : attempt.questions;
  const last = attempt.questions.length - 1;

  const write = (questionId: number, note: string) => {
    setNotes((previous) => new Map(previous).set(questionId, note));
    onNoteChange(questionId, note);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {t('practice.sheetTitle', { archive: attempt.archive_name })}
        </Title>
        <Group gap="xs">
          <Text
            role="timer"
            aria-label={t('practice.timeLeft', { minutes: Math.floor(left / 60), seconds: left % 60 })}
            fw={700}
            ff="monospace"
            size="xl"
            c={left <= 60 ? 'red' : undefined}
          >
            <IconAlarm size={18} aria-hidden /> {formatCountdown(left)}
          </Text>
          <Button onClick={onEnd} loading={ending} disabled={left === 0}>
            {t('practice.handIn')}
          </Button>
        </Group>
      </Group>
      {left === 0 && (
        <Alert color="orange" title={t('practice.timeUp')} role="status">
          {t('practice.handingIn')}
        </Alert>
      )}
      {shown.map((question) => (
        <Paper key={question.question_id} withBorder p="sm" component="section" aria-label={question.name}>
          <Stack gap="xs">
            <Text fw={600}>{question.name}</Text>
            {renderQuestion(question)}
            <Textarea
              label={t('practice.noteOf', { name: question.name })}
              rows={4}
              value={notes.get(question.question_id) ?? ''}
              disabled={left === 0}
              onChange={(event) => write(question.question_id, event.currentTarget.value)}
            />
          </Stack>
        </Paper>
      ))}
      {attempt.layout === 'one' && (
        <Group justify="space-between">
          <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('practice.previous')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('practice.place', { place: index + 1, count: attempt.questions.length })}
          </Text>
          <Button variant="default" disabled={index >= last} onClick={() => setIndex(index + 1)}>
            {t('practice.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
