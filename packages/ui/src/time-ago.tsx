import { Text } from '@mantine/core';
import { formatRelativeTime, formatTaipeiDateTime } from './time-format.ts';

/** When something was written, as how long ago (`3 分鐘前`), the exact Taipei time on hover. */
export function TimeAgo({
  at,
  now,
}: {
  /** ISO time. Required. */ at: string /** Counted from, ms. Required. */;
  now: number;
}) {
  return (
    <Text size="xs" c="dimmed" component="time" dateTime={at} title={formatTaipeiDateTime(at)}>
      {formatRelativeTime(at, now)}
    </Text>
  );
}
