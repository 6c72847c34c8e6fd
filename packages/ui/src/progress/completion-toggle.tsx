import { Button } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';

export interface CompletionToggleProps {
  /** Whether the reader marked the exam 已完成. Required, no default. */
  completed: boolean;
  /** Called with the state asked for. Required, no default. */
  onChange: (completed: boolean) => void;
  /** The change is on its way: the button waits. Default: false. */
  pending?: boolean;
  /** What the exam is called, for screen readers (`112 學年度 期中考（王教授）`). Required, no default. */
  archiveLabel: string;
}

/** 已完成 for one exam: a pressed button once the reader marked it, pressed again to take the mark back. */
export function CompletionToggle({
  completed,
  onChange,
  pending = false,
  archiveLabel,
}: CompletionToggleProps) {
  const Icon = completed ? IconCircleCheck : IconCircleDashed;
  return (
    <Button
      size="xs"
      variant={completed ? 'light' : 'default'}
      color={completed ? 'teal' : undefined}
      leftSection={<Icon size={16} aria-hidden />}
      aria-pressed={completed}
      aria-label={`${archiveLabel} 已完成`}
      loading={pending}
      onClick={() => onChange(!completed)}
    >
      已完成
    </Button>
  );
}
