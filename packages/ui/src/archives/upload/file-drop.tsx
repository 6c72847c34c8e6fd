import { Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatFileSize, MAX_ARCHIVE_IMAGES } from '@pastexam/api-contract';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';

export interface FileDropProps {
  /** The chosen file, shown with its size. Required, no default (null when none). */
  file: File | null;
  /** Called with the files dropped on the area or picked with 選擇檔案 (one PDF, or photos). Required, no default. */
  onFiles: (files: File[]) => void;
  /** The chosen file's content is being checked: a line under the area says so. Default false. */
  checking?: boolean;
  /** Why the chosen file cannot be sent (zh-TW), shown under the area. Default: none. */
  error?: string | null;
  /** The size limit shown to the user, in bytes; null when it is not known, so none is shown. Required. */
  maxBytes: number | null;
}

/** What the chooser offers: a PDF, or photos of the pages (the server reads their bytes, not this). */
const ACCEPTED = 'application/pdf,.pdf,image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/**
 * A drop area that also works without a mouse: its 選擇檔案 button opens the file chooser, which takes one PDF
 * or several photos (again to add more).
 */
export function FileDrop({ file, onFiles, checking = false, error = null, maxBytes }: FileDropProps) {
  const t = useT(archivesMessages);
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
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0) onFiles(dropped);
  };

  return (
    <Stack gap={6}>
      <Paper
        role="group"
        aria-label={t('archives.dropZone')}
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
          <Text ta="center">{t('archives.dropHere')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {maxBytes === null
              ? t('archives.orChoose')
              : t('archives.orChooseUpTo', { size: formatFileSize(maxBytes) })}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('archives.photosHint', { max: MAX_ARCHIVE_IMAGES })}
          </Text>
          <FileButton onChange={(picked) => picked.length > 0 && onFiles(picked)} accept={ACCEPTED} multiple>
            {(props) => (
              <Button {...props} variant="light" data-autofocus>
                {t('archives.chooseFile')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      {file && (
        <Group gap="xs" wrap="nowrap">
          <IconFileTypePdf size={20} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('archives.chosenFile', { name: file.name, size: formatFileSize(file.size) })}
          </Text>
        </Group>
      )}
      {checking && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('archives.checkingFile')}</Text>
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
