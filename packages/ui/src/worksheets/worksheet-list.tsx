import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { WorksheetSummary } from '@pastexam/api-contract';
import { followInPage } from '../archives/plain-click.ts';

export interface WorksheetListProps {
  /** The reader's worksheets, the last changed first; null while on their way. Required, no default. */
  worksheets: readonly WorksheetSummary[] | null;
  /** The address of a worksheet's page. Required, no default. */
  href: (worksheet: WorksheetSummary) => string;
  /** Called instead of following a plain click on a link (the app navigates itself). Default: links followed. */
  onOpen?: (worksheet: WorksheetSummary) => void;
}

const changed = (iso: string) =>
  new Date(iso).toLocaleDateString('zh-TW', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });

/** 我的題單: the reader's worksheets, each a link to its page with how many questions it holds. */
export function WorksheetList({ worksheets, href, onOpen }: WorksheetListProps) {
  if (worksheets === null) return <Skeleton height={64} aria-label="載入中" />;
  if (worksheets.length === 0) {
    return <Text c="dimmed">還沒有題單。在題目的解答旁按「加入題單」，就能建立第一份題單。</Text>;
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {worksheets.map((worksheet) => (
        <Paper key={worksheet.id} component="li" withBorder p="sm">
          <Anchor href={href(worksheet)} fw={600} onClick={onOpen && followInPage(() => onOpen(worksheet))}>
            {worksheet.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {worksheet.question_count} 題 · 更新於 {changed(worksheet.updated_at)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
