import { Group, Paper, Skeleton } from '@mantine/core';

/**
 * The card's frame, as tall as the card, while its count (or its code) is on its way: the page below it does not
 * move when the card arrives. Hidden from screen readers, which the card then reaches.
 */
export function ReviewTodayPlaceholder() {
  return (
    <Paper withBorder p="md" aria-hidden>
      <Group justify="space-between" gap="sm">
        <Skeleton height={28} width="14rem" maw="60%" />
        {/* A md button's height. */}
        <Skeleton height={42} width="8rem" />
      </Group>
    </Paper>
  );
}
