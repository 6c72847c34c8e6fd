import { Button } from '@mantine/core';
import { createReactComponent, IconCircleCheck } from '@tabler/icons-react';
import { progressMessages } from '../i18n/compiled/progress.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

/**
 * Tabler's dashed circle drawn as one path of eight dashes rather than eight paths: it sits in every row of a
 * course's exam list, where each element counts towards the page's size.
 */
const IconCircleDashed = createReactComponent('outline', 'circle-dashed', 'CircleDashed', [
  [
    'path',
    {
      d: 'M8.56 3.69a9 9 0 0 0 -2.92 1.95M3.69 8.56a9 9 0 0 0 -.69 3.44M3.69 15.44a9 9 0 0 0 1.95 2.92M8.56 20.31a9 9 0 0 0 3.44 .69M15.44 20.31a9 9 0 0 0 2.92 -1.95M20.31 15.44a9 9 0 0 0 .69 -3.44M20.31 8.56a9 9 0 0 0 -1.95 -2.92M15.44 3.69a9 9 0 0 0 -3.44 -.69',
      key: 'svg-0',
    },
  ],
]);

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
  const t = useT(progressMessages);
  const Icon = completed ? IconCircleCheck : IconCircleDashed;
  return (
    <Button
      size="xs"
      variant={completed ? 'light' : 'default'}
      color={completed ? 'teal' : undefined}
      leftSection={<Icon size={16} aria-hidden />}
      aria-pressed={completed}
      aria-label={t('progress.completedExam', { archive: archiveLabel })}
      loading={pending}
      onClick={() => onChange(!completed)}
    >
      {t('progress.completed')}
    </Button>
  );
}
