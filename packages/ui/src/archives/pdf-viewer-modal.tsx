import { Badge, Box, Button, Center, Drawer, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Archive } from '@pastexam/api-contract';
import { typeLabelBesideName } from '@pastexam/api-contract/labels';
import { IconDownload, IconMessages } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { useNarrowScreen } from '../theme/use-narrow-screen.ts';
import { AsideTabs } from './aside-tabs.tsx';
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
  /**
   * What goes beside the viewer (the archive's answers and discussion, product §4.10): a column at its right
   * from the layout switch (960px) up, with a tab for each when there are several; below it, a sheet from the
   * bottom that a header button named by each `title` opens, its content drawn only while open. A new
   * `revealFile` of a panel (something in it moved the file, as a link to a question does) closes the sheet so
   * the file shows. Default: none.
   */
  aside?: AsidePanel | AsidePanel[];
}

/** One thing beside the viewer: its name (the tab, the button, the sheet's title) and what it shows. */
export type AsidePanel = {
  title: string;
  content: ReactNode;
  revealFile?: object | null;
  /** A discussion's panel: its button on a phone carries the discussion's icon. Default: none. */
  kind?: 'discussion';
};

/** The aside's width beside the viewer. */
const ASIDE_WIDTH = 360;

/** The aside below the layout switch: a header button, and the sheet it opens from the bottom. */
function AsideSheet({
  aside,
  opened,
  onOpen,
  onClose,
}: {
  aside: AsidePanel;
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const t = useT(archivesMessages);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={aside.kind === 'discussion' ? <IconMessages size={16} aria-hidden /> : undefined}
        onClick={onOpen}
      >
        {aside.title}
      </Button>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="bottom"
        size="85%"
        title={aside.title}
        closeButtonProps={{ 'aria-label': t('archives.closePanel', { panel: aside.title }) }}
        styles={{
          content: { display: 'flex', flexDirection: 'column' },
          body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
        }}
      >
        {aside.content}
      </Drawer>
    </>
  );
}

/** The panels beside the viewer from the layout switch up: one under its heading, several under tabs. */
function AsideColumn({ panels }: { panels: AsidePanel[] }) {
  const t = useT(archivesMessages);
  const [first] = panels;
  // Its size is the row's, never its content's: what changes inside (answers drawn one by one, a question
  // turned) is laid out and painted without the viewer beside it.
  const column = {
    flexShrink: 0,
    minHeight: 0,
    display: 'flex',
    flexDirection: 'column',
    contain: 'strict',
  } as const;
  if (panels.length === 1 && first)
    return (
      <Box component="aside" aria-label={first.title} w={ASIDE_WIDTH} style={column}>
        <Text component="h3" fw={700} size="md" mt={0} mb="xs">
          {first.title}
        </Text>
        {first.content}
      </Box>
    );
  return (
    <Box
      component="aside"
      aria-label={panels.map((panel) => panel.title).join(t('archives.panelsJoin'))}
      w={ASIDE_WIDTH}
      style={column}
    >
      <AsideTabs tabs={panels} />
    </Box>
  );
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
  aside,
}: PdfViewerModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const narrow = useNarrowScreen();
  const t = useT(archivesMessages);
  const formats = formatsFor(useLocale());
  const labels = useLabels();
  const [sheet, setSheet] = useState<string | null>(null);
  const revealFiles = (aside === undefined ? [] : Array.isArray(aside) ? aside : [aside]).map(
    (panel) => panel.revealFile,
  );
  const revealFile = revealFiles.find((reveal) => reveal) ?? null;
  useEffect(() => {
    if (revealFile) setSheet(null);
  }, [revealFile]);
  const type = archive && typeLabelBesideName(archive, labels);
  const panels = aside === undefined ? [] : Array.isArray(aside) ? aside : [aside];
  const beside = panels.length > 0 && !narrow ? panels : null;
  return (
    <Modal.Root
      opened={opened && archive !== null}
      onClose={onClose}
      // Escape closes the sheet, not the preview under it.
      closeOnEscape={sheet === null}
      size={beside ? 960 + ASIDE_WIDTH : 960}
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
                  {formats.academicYear(archive.academic_year)}
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
            {narrow &&
              panels.map((panel) => (
                <AsideSheet
                  key={panel.title}
                  aside={panel}
                  opened={sheet === panel.title}
                  onOpen={() => setSheet(panel.title)}
                  onClose={() => setSheet(null)}
                />
              ))}
            <Button
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              onClick={onDownload}
            >
              {t('archives.download')}
            </Button>
            <Modal.CloseButton aria-label={t('archives.closePreview')} />
          </Group>
        </Modal.Header>
        <Modal.Body
          px={{ base: 'xs', sm: 'md' }}
          pb={{ base: 'xs', sm: 'md' }}
          style={beside ? { flexDirection: 'row', gap: 'var(--mantine-spacing-md)' } : undefined}
        >
          <Box
            component="section"
            aria-label={
              archive ? t('archives.pdfPreviewOf', { name: archive.name }) : t('archives.pdfPreview')
            }
            style={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}
          >
            {children}
          </Box>
          {beside && <AsideColumn panels={beside} />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The viewer while the document loads. */
export function PdfViewerLoading() {
  const t = useT(archivesMessages);
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('archives.loadingPdf')}</Text>
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
