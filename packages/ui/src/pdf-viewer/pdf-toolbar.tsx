import { ActionIcon, type ActionIconProps, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowAutofitWidth,
  IconExternalLink,
  IconMaximize,
  IconMinimize,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { pdfViewerMessages } from '../i18n/compiled/pdf-viewer.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { PageInput } from './page-input.tsx';

export interface PdfToolbarProps {
  /** The page shown now, from 1. Required, no default. */
  page: number;
  /** How many pages the document has. Required, no default. */
  pageCount: number;
  /** Called with the page to go to. Required, no default. */
  onPageChange: (page: number) => void;
  /** The zoom as a percentage of the page's real size (100 = actual size). Required, no default. */
  zoomPercent: number;
  /** The page fills the viewer's width, and follows it: 符合寬度 shows as pressed. Required, no default. */
  fitWidth: boolean;
  /** Called by 放大. Required, no default. */
  onZoomIn: () => void;
  /** Called by 縮小. Required, no default. */
  onZoomOut: () => void;
  /** False when the zoom is at its largest: 放大 is off. Default true. */
  canZoomIn?: boolean;
  /** False when the zoom is at its smallest: 縮小 is off. Default true. */
  canZoomOut?: boolean;
  /** Called by 符合寬度. Required, no default. */
  onFitWidth: () => void;
  /** The viewer fills the screen. Default false. */
  fullscreen?: boolean;
  /** Called by 全螢幕 / 結束全螢幕. Default: no such button (the browser cannot show an element full screen). */
  onToggleFullscreen?: () => void;
  /** The file's address for 在新分頁開啟 (a blob: URL the viewer made). Default: no such link. */
  fileUrl?: string;
}

type ToolProps = {
  label: string;
  /** The key that does the same while the viewer has focus, shown in the tooltip and told to screen readers. */
  shortcut?: string;
  children: ReactNode;
} & Pick<ActionIconProps, 'disabled'> &
  (
    | { onClick: () => void; pressed?: boolean; href?: never }
    | { href: string; onClick?: never; pressed?: never }
  );

/** An icon button (or link) named by `label`, with a tooltip that names its key. */
function Tool({ label, shortcut, children, disabled, onClick, pressed, href }: ToolProps) {
  const t = useT(pdfViewerMessages);
  const hint = shortcut ? t('pdf-viewer.withShortcut', { label, shortcut }) : label;
  const common = {
    variant: pressed ? 'light' : 'subtle',
    color: 'gray',
    size: 'lg',
    'aria-label': label,
    'aria-keyshortcuts': shortcut,
  } as const;
  return (
    // In the viewer itself, not a portal: full screen shows only the viewer's own elements.
    <Tooltip label={hint} openDelay={400} position="bottom" withinPortal={false}>
      {href === undefined ? (
        <ActionIcon {...common} disabled={disabled} aria-pressed={pressed} onClick={onClick}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon {...common} component="a" href={href} target="_blank" rel="noopener">
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * The PDF viewer's controls: the page (N / M, type a number to go there), zoom out, the zoom, zoom in, fit to
 * width, full screen and 在新分頁開啟. Fits one line on a 375px phone.
 */
export function PdfToolbar({
  page,
  pageCount,
  onPageChange,
  zoomPercent,
  fitWidth,
  onZoomIn,
  onZoomOut,
  canZoomIn = true,
  canZoomOut = true,
  onFitWidth,
  fullscreen = false,
  onToggleFullscreen,
  fileUrl,
}: PdfToolbarProps) {
  const t = useT(pdfViewerMessages);
  return (
    <Group
      role="group"
      aria-label={t('pdf-viewer.toolbar')}
      justify="space-between"
      gap={4}
      wrap="nowrap"
      px="xs"
      py={4}
    >
      <PageInput page={page} pageCount={pageCount} onPageChange={onPageChange} />
      <Group gap={0} wrap="nowrap">
        <Tool label={t('pdf-viewer.zoomOut')} shortcut="-" disabled={!canZoomOut} onClick={onZoomOut}>
          <IconZoomOut size={20} aria-hidden />
        </Tool>
        <Text component="output" aria-label={t('pdf-viewer.zoom')} size="sm" miw={44} ta="center">
          {zoomPercent}%
        </Text>
        <Tool label={t('pdf-viewer.zoomIn')} shortcut="+" disabled={!canZoomIn} onClick={onZoomIn}>
          <IconZoomIn size={20} aria-hidden />
        </Tool>
        <Tool label={t('pdf-viewer.fitWidth')} shortcut="0" pressed={fitWidth} onClick={onFitWidth}>
          <IconArrowAutofitWidth size={20} aria-hidden />
        </Tool>
      </Group>
      <Group gap={0} wrap="nowrap">
        {onToggleFullscreen && (
          <Tool
            label={fullscreen ? t('pdf-viewer.exitFullscreen') : t('pdf-viewer.fullscreen')}
            onClick={onToggleFullscreen}
          >
            {fullscreen ? <IconMinimize size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
          </Tool>
        )}
        {fileUrl && (
          <Tool label={t('pdf-viewer.openInNewTab')} href={fileUrl}>
            <IconExternalLink size={20} aria-hidden />
          </Tool>
        )}
      </Group>
    </Group>
  );
}
