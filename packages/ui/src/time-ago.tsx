import { Text } from '@mantine/core';
import { formatsFor } from './i18n/format.ts';
import { useLocale } from './i18n/locale-provider.tsx';

/** When something was written, as how long ago (`3 分鐘前`, `3 minutes ago`), the exact Taipei time on hover. */
export function TimeAgo({
  at,
  now,
}: {
  /** ISO time. Required. */ at: string /** Counted from, ms. Required. */;
  now: number;
}) {
  const { dateTime, relativeTime } = formatsFor(useLocale());
  return (
    <Text size="xs" c="dimmed" component="time" dateTime={at} title={dateTime(at)}>
      {relativeTime(at, now)}
    </Text>
  );
}
