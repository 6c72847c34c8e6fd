import { Box } from '@mantine/core';
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { pdfViewerMessages } from '../i18n/compiled/pdf-viewer.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface PdfViewerFrameProps {
  /** The controls above the pages (PdfToolbar). Required, no default. */
  toolbar: ReactNode;
  /** The pages. Required, no default. */
  children: ReactNode;
  /** The whole viewer, which is what goes full screen. Default: none. */
  rootRef?: Ref<HTMLDivElement>;
  /** The scrolling area of the pages, which the viewer scrolls and zooms. Default: none. */
  scrollerRef?: Ref<HTMLDivElement>;
  /** Keys pressed anywhere in the viewer (its shortcuts). Default: none. */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
}

/**
 * The PDF viewer's frame: the controls on top, and below them the pages in a scrolling area of their own that
 * takes the rest of the height the parent gives (it must give one). The area can be focused, so the keyboard
 * scrolls it and the viewer's keys work, and it leaves two-finger pinches to the viewer rather than to the
 * browser's page zoom.
 */
export function PdfViewerFrame({ toolbar, children, rootRef, scrollerRef, onKeyDown }: PdfViewerFrameProps) {
  const t = useT(pdfViewerMessages);
  return (
    <Box
      ref={rootRef}
      onKeyDown={onKeyDown}
      bg="var(--mantine-color-default-hover)"
      h="100%"
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        minHeight: 0,
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Box
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {toolbar}
      </Box>
      <Box
        ref={scrollerRef}
        role="region"
        aria-label={t('pdf-viewer.pages')}
        tabIndex={0}
        className="mantine-focus-auto"
        style={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          overscrollBehavior: 'contain',
          touchAction: 'pan-x pan-y',
          scrollbarGutter: 'stable',
          // Sized by the frame, not by its pages: a page drawn or its text laid out stays inside it.
          contain: 'strict',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
