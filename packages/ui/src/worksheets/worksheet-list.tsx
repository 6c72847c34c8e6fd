import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { WorksheetSummary } from '@pastexam/api-contract';
import { followInPage } from '../archives/plain-click.ts';
import { worksheetsMessages } from '../i18n/compiled/worksheets.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

export interface WorksheetListProps {
  /** The reader's worksheets, the last changed first; null while on their way. Required, no default. */
  worksheets: readonly WorksheetSummary[] | null;
  /** The address of a worksheet's page. Required, no default. */
  href: (worksheet: WorksheetSummary) => string;
  /** Called instead of following a plain click on a link (the app navigates itself). Default: links followed. */
  onOpen?: (worksheet: WorksheetSummary) => void;
}

/** 我的題單: the reader's worksheets, each a link to its page with how many questions it holds. */
export function WorksheetList({ worksheets, href, onOpen }: WorksheetListProps) {
  const t = useT(worksheetsMessages);
  const { date } = formatsFor(useLocale());
  if (worksheets === null) return <Skeleton height={64} aria-label={t('worksheets.listLoading')} />;
  if (worksheets.length === 0) return <Text c="dimmed">{t('worksheets.none')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {worksheets.map((worksheet) => (
        <Paper key={worksheet.id} component="li" withBorder p="sm">
          <Anchor href={href(worksheet)} fw={600} onClick={onOpen && followInPage(() => onOpen(worksheet))}>
            {worksheet.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('worksheets.summary', { count: worksheet.question_count, date: date(worksheet.updated_at) })}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
