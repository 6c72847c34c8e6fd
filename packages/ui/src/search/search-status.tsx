import { Alert, Code, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SearchStatus } from '@pastexam/api-contract';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';

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
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value.toLocaleString('zh-TW')}
      </Text>
    </Paper>
  );
}

/**
 * 全文搜尋: how far the text of the stored exams has come, and what an administrator can do about scans that
 * wait for OCR (product §8.9).
 */
export function SearchStatusPanel({ status, loading = false, onRetry = null }: SearchStatusPanelProps) {
  const load = loadStatus(loading, onRetry, { loading: '載入中…', failed: '無法載入索引進度' });
  if (load || !status) return <TableStatusMessage status={load ?? { text: '載入中…', loading: true }} />;
  const waiting = status.pages_waiting_ocr;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        全文搜尋
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Count label="可搜尋的頁數" value={status.pages_indexed} />
        <Count label="等待文字辨識的頁數" value={waiting} />
        <Count label="無法辨識的頁數" value={status.pages_ocr_failed} />
        <Count label="尚未讀取的考古題" value={status.archives_waiting} />
      </SimpleGrid>
      {waiting > 0 && status.ocr_available && (
        <Alert color="blue" title="正在辨識掃描檔">
          {waiting.toLocaleString('zh-TW')} 頁掃描檔正在排隊進行文字辨識，完成後即可搜尋到其中的文字。
        </Alert>
      )}
      {!status.ocr_available && (
        <Alert color="yellow" title="這台伺服器未安裝文字辨識（OCR）">
          <Stack gap="xs">
            <Text size="sm">
              掃描的考古題沒有文字層，需要文字辨識才能被搜尋到；目前搜尋只涵蓋有文字層的頁面。
              {waiting > 0 && ` 有 ${waiting.toLocaleString('zh-TW')} 頁掃描檔等待辨識。`}
            </Text>
            <Text size="sm">啟用方式：</Text>
            <List size="sm" type="ordered">
              <List.Item>
                在伺服器上安裝 Tesseract 與繁體中文資料：<Code>{OCR_INSTALL_COMMAND}</Code>
              </List.Item>
              <List.Item>重新啟動伺服器，等待中的頁面會自動開始辨識。</List.Item>
            </List>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
