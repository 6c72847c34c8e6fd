import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import { PracticeButton } from './practice-button.tsx';
import { PracticeTimer } from './practice-timer.tsx';

/** How many of the exam's questions are marked, and how. */
export interface MarkTally {
  /** Questions in the exam. */
  questions: number;
  /** Of them, marked 會. */
  known: number;
  /** Of them, marked 不會. */
  unknown: number;
}

export interface PracticeToolbarProps {
  /** Called by 全部顯示. Required, no default. */
  onRevealAll: () => void;
  /** Called by 全部隱藏. Required, no default. */
  onHideAll: () => void;
  /** The marks so far; null when the exam cannot be marked here, which leaves out the filter too. Required. */
  tally: MarkTally | null;
  /** Whether only the questions marked 不會 are shown. Required, no default. */
  onlyUnknown: boolean;
  /** Called by the 只看標記「不會」的題目 switch. Required, no default. */
  onOnlyUnknownChange: (only: boolean) => void;
}

/** Above the questions: every answer at once, the 不會 filter, how far marking has got, and a stopwatch. */
export function PracticeToolbar({ tally, ...props }: PracticeToolbarProps) {
  const t = useT(aiExamMessages);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <PracticeButton icon={IconEye} onClick={props.onRevealAll}>
              {t('ai-exam.showAll')}
            </PracticeButton>
            <PracticeButton icon={IconEyeOff} onClick={props.onHideAll}>
              {t('ai-exam.hideAll')}
            </PracticeButton>
          </Group>
          <PracticeTimer />
        </Group>
        {tally && (
          <Group justify="space-between" gap="xs">
            <Switch
              label={t('ai-exam.onlyUnknown')}
              checked={props.onlyUnknown}
              onChange={(event) => props.onOnlyUnknownChange(event.currentTarget.checked)}
            />
            <Text size="sm" c="dimmed">
              {t('ai-exam.tally', {
                marked: tally.known + tally.unknown,
                questions: tally.questions,
                known: tally.known,
                unknown: tally.unknown,
              })}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
