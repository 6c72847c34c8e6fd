import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export type QuestionPagerProps = {
  /** The position of the question shown, from 0. Required. */
  index: number;
  /** How many questions the archive has. Required. */
  count: number;
  /** Called with the position to show: by 上一題 / 下一題, ← / →, and a swipe. Required. */
  onIndexChange: (index: number) => void;
  /** The question's region of the PDF, as an image. Required. */
  region: ReactNode;
  /** The question's answers. Required. */
  children: ReactNode;
};

/** How far a finger must travel sideways, and more than up or down, to turn to the next question, in px. */
const SWIPE_PX = 60;

/** Whether a key press belongs to a field being typed in, not to turning questions. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * An archive read question by question, as on a phone: the question's region on top, its answers below;
 * 上一題 / 下一題, the ← / → keys and a sideways swipe turn to the neighbouring question.
 */
export function QuestionPager({ index, count, onIndexChange, region, children }: QuestionPagerProps) {
  const t = useT(answersMessages);
  const go = (next: number) => {
    if (next >= 0 && next < count && next !== index) onIndexChange(next);
  };
  const latest = useRef(go);
  latest.current = go;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typing(event.target) || event.altKey || event.ctrlKey || event.metaKey)
        return;
      if (event.key === 'ArrowLeft') latest.current(index - 1);
      else if (event.key === 'ArrowRight') latest.current(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index]);

  const start = useRef<{ x: number; y: number } | null>(null);
  const nav = (
    <Group justify="space-between" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={index <= 0}
        onClick={() => go(index - 1)}
      >
        {t('answers.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('answers.position', { index: index + 1, count })}
      </Text>
      <Button
        size="xs"
        variant="default"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        disabled={index >= count - 1}
        onClick={() => go(index + 1)}
      >
        {t('answers.next')}
      </Button>
    </Group>
  );
  return (
    <Stack
      gap="sm"
      onTouchStart={(event) => {
        const touch = event.touches[0];
        start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const from = start.current;
        const touch = event.changedTouches[0];
        start.current = null;
        if (!from || !touch) return;
        const dx = touch.clientX - from.x;
        if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - from.y))
          go(index + (dx < 0 ? 1 : -1));
      }}
    >
      {nav}
      <Box>{region}</Box>
      {children}
    </Stack>
  );
}
