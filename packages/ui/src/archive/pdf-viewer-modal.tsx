import { Badge, Box, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Archive } from '@pastexam/api-contract';
import { typeLabelBesideName } from '@pastexam/api-contract/labels';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

export interface PdfViewerModalProps {
  /** Whether the modal is shown. Required, no default. */
  opened: boolean;
  /** Called by the close button, Escape and a click outside. Required, no default. */
  onClose: () => void;
  /** The archive previewed; the modal stays closed without one. Required, no default. */
  archive: Pick<Archive, 'name' | 'professor' | 'academic_year' | 'archive_type'> | null;
  /** The name of the archive's course, for the header. Required, no default. */
  courseName: string;
  /** Called by the header's 下載. Required, no default. */
  onDownload: () => void;
  /** While the download runs the button shows a loader. Default false. */
  downloading?: boolean;
  /** The viewer (it fills the dialog's height), or a loading / error state. Required, no default. */
  children: ReactNode;
}

/**
 * The preview of one archive: its name as the dialog's title, year, type, course and professor beside it,
 * a 下載 button, and the viewer below, as tall as the screen allows. Full screen on phones.
 */
export function PdfViewerModal({
  opened,
  onClose,
  archive,
  courseName,
  onDownload,
  downloading = false,
  children,
}: PdfViewerModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const type = archive && typeLabelBesideName(archive);
  return (
    <Modal.Root
      opened={opened && archive !== null}
      onClose={onClose}
      size={960}
      fullScreen={phone}
      styles={{
        content: {
          display: 'flex',
          flexDirection: 'column',
          // Mantine's own height on phones (full screen), else as tall as its largest.
          height: 'var(--modal-content-height, calc(100dvh - var(--modal-y-offset) * 2))',
        },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header style={{ alignItems: 'flex-start' }}>
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Modal.Title fw={700}>{archive?.name}</Modal.Title>
            {archive && (
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color="gray">
                  {archive.academic_year} 學年度
                </Badge>
                {type !== null && <Badge variant="light">{type}</Badge>}
                <Text size="sm">{courseName}</Text>
                <Text size="sm" c="dimmed">
                  {archive.professor}
                </Text>
              </Group>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              onClick={onDownload}
            >
              下載
            </Button>
            <Modal.CloseButton aria-label="關閉預覽" />
          </Group>
        </Modal.Header>
        <Modal.Body px={{ base: 'xs', sm: 'md' }} pb={{ base: 'xs', sm: 'md' }}>
          <Box
            component="section"
            aria-label={archive ? `PDF 預覽：${archive.name}` : 'PDF 預覽'}
            style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
          >
            {children}
          </Box>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The viewer while the document loads. */
export function PdfViewerLoading() {
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size="sm">正在載入 PDF…</Text>
      </Group>
    </Center>
  );
}

/** The viewer when the document cannot be shown; the download may still work. */
export function PdfViewerError({
  message,
  onRetry,
}: {
  /** The zh-TW reason. Required. */
  message: string;
  /** Called by 重試. Default: no retry button. */
  onRetry?: () => void;
}) {
  return <LoadError message={message} onRetry={onRetry} />;
}
