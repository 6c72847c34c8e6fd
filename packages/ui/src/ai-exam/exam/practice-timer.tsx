import { Group, Text } from '@mantine/core';
import { IconClock, IconPlayerPause, IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import { PracticeButton } from './practice-button.tsx';

const two = (value: number) => String(value).padStart(2, '0');

/** Time spent as a stopwatch shows it: `mm:ss`, or `h:mm:ss` past an hour. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const rest = `${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

interface Stopwatch {
  /** Time counted before the current run. */
  banked: number;
  /** When the current run started; null while stopped. */
  startedAt: number | null;
}

/**
 * A stopwatch for timing oneself through the exam: 開始計時, then 暫停 / 繼續 and 重設. It lives on this screen
 * only; nothing is saved.
 */
export function PracticeTimer() {
  const [watch, setWatch] = useState<Stopwatch>({ banked: 0, startedAt: null });
  const [now, setNow] = useState(() => Date.now());
  const t = useT(aiExamMessages);
  const running = watch.startedAt !== null;

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);

  const elapsed = watch.banked + (watch.startedAt === null ? 0 : Math.max(0, now - watch.startedAt));
  const start = () => {
    const at = Date.now();
    setNow(at);
    setWatch((current) => ({ ...current, startedAt: at }));
  };
  const pause = () => {
    const at = Date.now();
    setNow(at);
    setWatch((current) => ({
      banked: current.banked + (current.startedAt === null ? 0 : at - current.startedAt),
      startedAt: null,
    }));
  };
  const reset = () => setWatch({ banked: 0, startedAt: null });

  return (
    <Group gap="xs" wrap="nowrap">
      <IconClock size={18} aria-hidden />
      <Text role="timer" ff="monospace" fw={600} miw="4.5ch">
        {formatElapsed(elapsed)}
      </Text>
      {running ? (
        <PracticeButton icon={IconPlayerPause} onClick={pause}>
          {t('ai-exam.timerPause')}
        </PracticeButton>
      ) : (
        <PracticeButton icon={IconPlayerPlay} onClick={start}>
          {elapsed === 0 ? t('ai-exam.timerStart') : t('ai-exam.timerResume')}
        </PracticeButton>
      )}
      {(running || elapsed > 0) && (
        <PracticeButton icon={IconRotate} variant="subtle" onClick={reset}>
          {t('ai-exam.timerReset')}
        </PracticeButton>
      )}
    </Group>
  );
}
