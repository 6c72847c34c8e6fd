import { Box, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { PdfToolbar } from '../pdf-viewer/pdf-toolbar.tsx';
import { PdfViewerFrame } from '../pdf-viewer/pdf-viewer-frame.tsx';
import { SamplePages } from '../pdf-viewer/sample-pages.tsx';
import { sampleArchives } from './fixtures.ts';
import { PdfViewerError, PdfViewerLoading, PdfViewerModal } from './pdf-viewer-modal.tsx';

/** The web app's viewer as it fills the dialog: the toolbar above stand-in pages. */
function SampleViewer({ count }: { count: number }) {
  const toolbar = (
    <PdfToolbar
      page={1}
      pageCount={count}
      onPageChange={fn()}
      zoomPercent={113}
      fitWidth
      onZoomIn={fn()}
      onZoomOut={fn()}
      onFitWidth={fn()}
      onToggleFullscreen={fn()}
      fileUrl="blob:https://pastexam.example/3c1f0e6a"
    />
  );
  return (
    <PdfViewerFrame toolbar={toolbar}>
      <Box p="md">
        <SamplePages count={count} />
      </Box>
    </PdfViewerFrame>
  );
}

const meta = {
  title: 'Archives/PdfViewerModal',
  component: PdfViewerModal,
  args: {
    opened: true,
    archive: sampleArchives[4] ?? null,
    courseName: '資料結構',
    ...spies('onClose', 'onDownload'),
    children: <SampleViewer count={2} />,
  },
} satisfies Meta<typeof PdfViewerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: atViewport('desktop') };

/** Full screen on phones. */
export const Phone: Story = { globals: atViewport('phone') };

/** Before the first page is drawn. */
export const Loading: Story = { args: { children: <PdfViewerLoading /> } };

export const LoadFailed: Story = {
  args: { children: <PdfViewerError message="無法載入 PDF，請稍後再試" onRetry={fn()} /> },
};

export const Downloading: Story = { args: { downloading: true } };

/** What the discussion looks like beside the viewer: any content, a stand-in here. */
const sampleAside = {
  title: '討論',
  kind: 'discussion' as const,
  content: <Text size="sm">（這份考古題的討論）</Text>,
};

/** From 960px up the discussion is a column beside the viewer. */
export const WithDiscussion: Story = { args: { aside: sampleAside }, globals: atViewport('desktop') };

/** Below 960px the header's 討論 opens it in a sheet from the bottom. */
export const WithDiscussionPhone: Story = { args: { aside: sampleAside }, globals: atViewport('phone') };

/** The answers and the discussion beside the viewer: a tab for each, the answers first. */
const answersAndDiscussion = [{ title: '解答', content: <Text size="sm">（題目的解答）</Text> }, sampleAside];

/** From 960px up, one column with a tab for each. */
export const WithAnswersAndDiscussion: Story = {
  args: { aside: answersAndDiscussion },
  globals: atViewport('desktop'),
};

/** Below 960px, a header button and a sheet for each. */
export const WithAnswersAndDiscussionPhone: Story = {
  args: { aside: answersAndDiscussion },
  globals: atViewport('phone'),
};
