import { Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  PRACTICE_MINUTES,
  type PracticeLayout,
  type PracticeOverview,
  type PracticeStart as StartInput,
} from '@pastexam/api-contract';
import { useState } from 'react';
import { examName } from '../archives/exam-name.ts';
import { practiceMessages } from '../i18n/compiled/practice.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { PracticeCountsText } from './practice-counts.tsx';

export interface PracticeStartProps {
  /** The archive's question count, default length and the user's attempts, newest first. Required, no default. */
  overview: PracticeOverview;
  /** Called to start a new attempt. Required, no default. */
  onStart: (input: StartInput) => void;
  /** Called to open an attempt (resume a running one, or see an ended one's results). Required, no default. */
  onOpen: (attemptId: number) => void;
  /** The start is on its way: the button waits. Default: false. */
  starting?: boolean;
}

/**
 * 模擬考 on an archive: the choice of layout and length (the archive's default unless changed), the running
 * attempt to resume, and 上次模擬考 with its date and grades.
 */
export function PracticeStartPanel({ overview, onStart, onOpen, starting = false }: PracticeStartProps) {
  const t = useT(practiceMessages);
  const formats = formatsFor(useLocale());
  const { dateTime } = formats;
  const labels = useLabels();
  const layouts = [
    { value: 'one', label: t('practice.layoutOne') },
    { value: 'all', label: t('practice.layoutAll') },
  ];
  const [layout, setLayout] = useState<PracticeLayout>('one');
  const [minutes, setMinutes] = useState<number | string>(overview.default_minutes);
  const running = overview.attempts.find((attempt) => attempt.ended_at === null);
  const last = overview.attempts.find((attempt) => attempt.ended_at !== null);
  const chosen = typeof minutes === 'number' ? minutes : Number.NaN;
  const valid = Number.isInteger(chosen) && chosen >= PRACTICE_MINUTES.min && chosen <= PRACTICE_MINUTES.max;

  const exam = (
    <Title order={2} size="h4">
      {examName(overview.archive, labels, formats)}
    </Title>
  );
  if (overview.question_count === 0)
    return (
      <Stack gap="md">
        {exam}
        <Text c="dimmed">{t('practice.noQuestions')}</Text>
      </Stack>
    );

  return (
    <Stack gap="md">
      {exam}
      {running ? (
        <Paper withBorder p="sm">
          <Group justify="space-between" wrap="wrap">
            <Text>{t('practice.running', { time: dateTime(running.started_at) })}</Text>
            <Button onClick={() => onOpen(running.id)}>{t('practice.resume')}</Button>
          </Group>
        </Paper>
      ) : (
        <Stack gap="sm">
          <Text>
            {t('practice.intro', { count: overview.question_count, minutes: overview.default_minutes })}
          </Text>
          <SegmentedControl
            aria-label={t('practice.layout')}
            data={layouts}
            value={layout}
            onChange={(value) => setLayout(value === 'all' ? 'all' : 'one')}
          />
          <NumberInput
            label={t('practice.minutes')}
            min={PRACTICE_MINUTES.min}
            max={PRACTICE_MINUTES.max}
            allowDecimal={false}
            value={minutes}
            onChange={setMinutes}
            error={valid ? undefined : t('practice.minutesInvalid', { ...PRACTICE_MINUTES })}
          />
          <Button onClick={() => onStart({ layout, minutes: chosen })} disabled={!valid} loading={starting}>
            {t('practice.start')}
          </Button>
        </Stack>
      )}
      {last && (
        <Paper withBorder p="sm" component="section" aria-label={t('practice.last')}>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text fw={600}>{t('practice.last')}</Text>
              <Text size="sm">
                {dateTime(last.started_at)} · <PracticeCountsText counts={last.counts} />
              </Text>
            </Stack>
            <Button variant="default" onClick={() => onOpen(last.id)}>
              {t('practice.seeResults')}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
