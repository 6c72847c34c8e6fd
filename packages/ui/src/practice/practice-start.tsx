import { Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  PRACTICE_MINUTES,
  type PracticeLayout,
  type PracticeOverview,
  type PracticeStart as StartInput,
} from '@pastexam/api-contract';
import { useState } from 'react';
import { examName } from '../archives/exam-name.ts';
import { formatTaipeiDateTime } from '../time-format.ts';
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

const layouts = [
  { value: 'one', label: '一題一題' },
  { value: 'all', label: '全部題目' },
];

/**
 * 模擬考 on an archive: the choice of layout and length (the archive's default unless changed), the running
 * attempt to resume, and 上次模擬考 with its date and grades.
 */
export function PracticeStartPanel({ overview, onStart, onOpen, starting = false }: PracticeStartProps) {
  const [layout, setLayout] = useState<PracticeLayout>('one');
  const [minutes, setMinutes] = useState<number | string>(overview.default_minutes);
  const running = overview.attempts.find((attempt) => attempt.ended_at === null);
  const last = overview.attempts.find((attempt) => attempt.ended_at !== null);
  const chosen = typeof minutes === 'number' ? minutes : Number.NaN;
  const valid = Number.isInteger(chosen) && chosen >= PRACTICE_MINUTES.min && chosen <= PRACTICE_MINUTES.max;

  const exam = (
    <Title order={2} size="h4">
      {examName(overview.archive)}
    </Title>
  );
  if (overview.question_count === 0)
    return (
      <Stack gap="md">
        {exam}
        <Text c="dimmed">這份考古題還沒有切好的題目，無法開始模擬考。</Text>
      </Stack>
    );

  return (
    <Stack gap="md">
      {exam}
      {running ? (
        <Paper withBorder p="sm">
          <Group justify="space-between" wrap="wrap">
            <Text>模擬考進行中（{formatTaipeiDateTime(running.started_at)} 開始）</Text>
            <Button onClick={() => onOpen(running.id)}>繼續模擬考</Button>
          </Group>
        </Paper>
      ) : (
        <Stack gap="sm">
          <Text>
            共 {overview.question_count} 題，預設 {overview.default_minutes} 分鐘（每題 10 分鐘，10 至 180
            分鐘）。 作答時不顯示解答。
          </Text>
          <SegmentedControl
            aria-label="題目顯示方式"
            data={layouts}
            value={layout}
            onChange={(value) => setLayout(value === 'all' ? 'all' : 'one')}
          />
          <NumberInput
            label="作答時間（分鐘）"
            min={PRACTICE_MINUTES.min}
            max={PRACTICE_MINUTES.max}
            allowDecimal={false}
            value={minutes}
            onChange={setMinutes}
            error={valid ? undefined : `請輸入 ${PRACTICE_MINUTES.min} 到 ${PRACTICE_MINUTES.max} 的整數`}
          />
          <Button onClick={() => onStart({ layout, minutes: chosen })} disabled={!valid} loading={starting}>
            開始模擬考
          </Button>
        </Stack>
      )}
      {last && (
        <Paper withBorder p="sm" component="section" aria-label="上次模擬考">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text fw={600}>上次模擬考</Text>
              <Text size="sm">
                {formatTaipeiDateTime(last.started_at)} · <PracticeCountsText counts={last.counts} />
              </Text>
            </Stack>
            <Button variant="default" onClick={() => onOpen(last.id)}>
              查看結果
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
