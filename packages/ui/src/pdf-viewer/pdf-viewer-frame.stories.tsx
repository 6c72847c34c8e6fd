import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { PdfToolbar, type PdfToolbarProps } from './pdf-toolbar.tsx';
import { PdfViewerFrame } from './pdf-viewer-frame.tsx';
import { SamplePages } from './sample-pages.tsx';

/** The frame as a parent gives it a height, with the toolbar and stand-in pages. */
function Viewer(props: PdfToolbarProps) {
  return (
    <Box h={560}>
      <PdfViewerFrame toolbar={<PdfToolbar {...props} />}>
        <Box p="md">
          <SamplePages count={props.pageCount} />
        </Box>
      </PdfViewerFrame>
    </Box>
  );
}

const meta = {
  title: 'PDF/PdfViewer',
  component: Viewer,
  args: {
    page: 1,
    pageCount: 3,
    zoomPercent: 113,
    fitWidth: true,
    fullscreen: false,
    fileUrl: 'blob:https://pastexam.example/3c1f0e6a',
    ...spies('onPageChange', 'onZoomIn', 'onZoomOut', 'onFitWidth', 'onToggleFullscreen'),
  },
} satisfies Meta<typeof Viewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A three-page exam at the width of the viewer. */
export const Desktop: Story = { globals: atViewport('desktop') };

/** On a 375px phone every control still fits one line. */
export const Phone: Story = { args: { zoomPercent: 43 }, globals: atViewport('phone') };

/** Zoomed in as far as it goes: 放大 is off, 符合寬度 is not pressed. */
export const ZoomedInFully: Story = {
  args: { page: 2, zoomPercent: 400, fitWidth: false, canZoomIn: false },
};

/** Zoomed out as far as it goes. */
export const ZoomedOutFully: Story = { args: { zoomPercent: 25, fitWidth: false, canZoomOut: false } };

/** Full screen: the button ends it. */
export const Fullscreen: Story = { args: { fullscreen: true } };

/** A browser that cannot show an element full screen (an iPhone): no such button. */
export const WithoutFullscreen: Story = { args: { onToggleFullscreen: undefined } };

/** The viewer in English: its controls named in English. */
export const DesktopEnglish: Story = { globals: { ...atViewport('desktop'), locale: 'en' } };
