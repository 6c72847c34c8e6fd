import { Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatFileSize } from '@pastexam/api-contract';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';

export interface FileDropProps {
  /** The chosen file, shown with its size. Required, no default (null when none). */
  file: File | null;
  /** Called with a file dropped on the area or picked with 選擇檔案. Required, no default. */
  onFile: (file: File) => void;
  /** The chosen file's content is being checked: a line under the area says so. Default false. */
  checking?: boolean;
  /** Why the chosen file cannot be sent (zh-TW), shown under the area. Default: none. */
  error?: string | null;
  /** The size limit shown to the user, in bytes; null when it is not known, so none is shown. Required. */
  maxBytes: number | null;
}

/** A drop area that also works without a mouse: its 選擇檔案 button opens the file chooser. */
export function FileDrop({ file, onFile, checking = false, error = null, maxBytes }: FileDropProps) {
  const [dragging, setDragging] = useState(false);
  const errorId = useId();

  const over = (event: DragEvent<HTMLDivElement>) => {
    // Without preventDefault the browser would open the dropped PDF in place of the app.
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <Stack gap={6}>
      <Paper
        role="group"
        aria-label="PDF 檔案拖放區"
        aria-describedby={error ? errorId : undefined}
        withBorder
        p="lg"
        onDragOver={over}
        onDragEnter={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: error
            ? 'var(--mantine-color-error)'
            : dragging
              ? 'var(--mantine-primary-color-filled)'
              : undefined,
        }}
      >
        <Stack align="center" gap="xs">
          <IconUpload size={32} aria-hidden />
          <Text ta="center">將 PDF 檔案拖曳到這裡</Text>
          <Text size="sm" c="dimmed" ta="center">
            或使用下方按鈕選擇檔案{maxBytes === null ? '' : `（上限 ${formatFileSize(maxBytes)}）`}
          </Text>
          <FileButton onChange={(picked) => picked && onFile(picked)} accept="application/pdf,.pdf">
            {(props) => (
              <Button {...props} variant="light" data-autofocus>
                選擇檔案
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      {file && (
        <Group gap="xs" wrap="nowrap">
          <IconFileTypePdf size={20} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            已選擇：{file.name}（{formatFileSize(file.size)}）
          </Text>
        </Group>
      )}
      {checking && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">正在檢查檔案…</Text>
        </Group>
      )}
      {error && (
        <Text id={errorId} role="alert" size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </Stack>
  );
}
