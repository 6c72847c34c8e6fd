import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { TopicImportResult } from '@pastexam/api-contract';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { topicsMessages } from '../i18n/compiled/topics.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

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
  const t = useT(topicsMessages);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={props.onExport}
        >
          {t('topics.export')}
        </Button>
        <FileButton onChange={(file) => file && props.onImport(file)} accept="application/json,.json">
          {(button) => (
            <Button
              {...button}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={importing}
            >
              {t('topics.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('topics.importHint')}
      </Text>
      {result && (
        <Text size="sm" role="status">
          {t('topics.imported', { added: result.added, updated: result.updated })}
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
