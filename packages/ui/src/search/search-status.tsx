import { Alert, Code, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SearchStatus } from '@pastexam/api-contract';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';
import { searchMessages } from '../i18n/compiled/search.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

/** The command that installs OCR on a Debian or Ubuntu server. */
export const OCR_INSTALL_COMMAND = 'sudo apt-get install -y tesseract-ocr tesseract-ocr-chi-tra';

type SearchStatusPanelProps = {
  /** The index's progress; null while it loads or when it could not be loaded. */
  status: SearchStatus | null;
  /** Whether GET /admin/search/status is running. Default false. */
  loading?: boolean;
  /** Asks for the progress again after a failed load; null when it loaded. Default null. */
  onRetry?: (() => void) | null;
};

function Count({ label, value }: { label: string; value: number }) {
  const { number } = formatsFor(useLocale());
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {number(value)}
      </Text>
    </Paper>
  );
}

/**
 * 全文搜尋: how far the text of the stored exams has come, and what an administrator can do about scans that
 * wait for OCR (product §8.9).
 */
export function SearchStatusPanel({ status, loading = false, onRetry = null }: SearchStatusPanelProps) {
  const t = useT(searchMessages);
  const { number } = formatsFor(useLocale());
  const load = loadStatus(loading, onRetry, {
    loading: t('search.loading'),
    failed: t('search.statusFailed'),
  });
  if (load || !status)
    return <TableStatusMessage status={load ?? { text: t('search.loading'), loading: true }} />;
  const waiting = status.pages_waiting_ocr;
  // zh-TW shows the count as a grouped number ({pages}); English reads it through a plural ({count}).
  const waitingValues = { pages: number(waiting), count: waiting };
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('search.statusTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Count label={t('search.pagesIndexed')} value={status.pages_indexed} />
        <Count label={t('search.pagesWaiting')} value={waiting} />
        <Count label={t('search.pagesFailed')} value={status.pages_ocr_failed} />
        <Count label={t('search.archivesWaiting')} value={status.archives_waiting} />
      </SimpleGrid>
      {waiting > 0 && status.ocr_available && (
        <Alert color="blue" title={t('search.ocrRunningTitle')}>
          {t('search.ocrRunning', waitingValues)}
        </Alert>
      )}
      {!status.ocr_available && (
        <Alert color="yellow" title={t('search.noOcrTitle')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('search.noOcr')}
              {waiting > 0 && t('search.noOcrWaiting', waitingValues)}
            </Text>
            <Text size="sm">{t('search.enableHow')}</Text>
            <List size="sm" type="ordered">
              <List.Item>
                {t('search.installStep')}
                <Code>{OCR_INSTALL_COMMAND}</Code>
              </List.Item>
              <List.Item>{t('search.restartStep')}</List.Item>
            </List>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
