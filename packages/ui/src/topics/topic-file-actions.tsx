import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { TopicImportResult } from '@pastexam/api-contract';
import { IconDownload, IconUpload } from '@tabler/icons-react';

export type TopicFileActionsProps = {
  /** 匯出 JSON: download the tree. Required. */
  onExport: () => void;
  /** The export is on its way. Default false. */
  exporting?: boolean;
  /** 匯入 JSON with the file picked. Required. */
  onImport: (file: File) => void;
  /** The import is on its way. Default false. */
  importing?: boolean;
  /** What the last import did. Default none. */
  result?: TopicImportResult | null;
  /** Why the last export or import failed (zh-TW). Default none. */
  error?: string | null;
};

/** The tree as a JSON file, for admins: 匯出 downloads it, 匯入 adds and updates topics from one (never deletes). */
export function TopicFileActions({
  exporting = false,
  importing = false,
  result = null,
  error = null,
  ...props
}: TopicFileActionsProps) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={props.onExport}
        >
          匯出 JSON
        </Button>
        <FileButton onChange={(file) => file && props.onImport(file)} accept="application/json,.json">
          {(button) => (
            <Button
              {...button}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={importing}
            >
              匯入 JSON
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        匯入會新增沒有的領域與主題，更新同名主題的英文名稱與關鍵字，不會刪除任何主題。
      </Text>
      {result && (
        <Text size="sm" role="status">
          匯入完成：新增 {result.added}、更新 {result.updated}
        </Text>
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
