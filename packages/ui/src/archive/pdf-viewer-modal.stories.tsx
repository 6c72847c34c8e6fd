import { Paper, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { PdfViewerError, PdfViewerLoading, PdfViewerModal } from './pdf-viewer-modal.tsx';
import { sampleArchives } from './sample-data.ts';

/** Stand-ins for the canvases the web app draws with pdf.js. */
function SamplePages({ count }: { count: number }) {
  return (
    <Stack gap="md" align="center">
      {Array.from({ length: count }, (_, index) => (
        <Paper
          key={index}
          role="img"
          aria-label={`第 ${index + 1} 頁`}
          shadow="sm"
          w="100%"
          maw={640}
          h={820}
          p="xl"
        >
          <Text c="dark.9">Midterm Exam — page {index + 1}</Text>
        </Paper>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Archive/PdfViewerModal',
  component: PdfViewerModal,
  args: {
    opened: true,
    archive: sampleArchives[4] ?? null,
    courseName: '資料結構',
    ...spies('onClose', 'onDownload'),
    children: <SamplePages count={2} />,
  },
} satisfies Meta<typeof PdfViewerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: atViewport('desktop') };

/** Full screen on phones. */
export const Phone: Story = { globals: atViewport('phone') };

/** Before the first page is drawn. */
export const Loading: Story = { args: { children: <PdfViewerLoading /> } };

/** The first pages are shown while the rest still load. */
export const PartlyLoaded: Story = {
  args: {
    children: (
      <>
        <SamplePages count={1} />
        <PdfViewerLoading label="正在載入第 2 頁…" />
      </>
    ),
  },
};

export const LoadFailed: Story = {
  args: { children: <PdfViewerError message="無法載入 PDF，請稍後再試" onRetry={fn()} /> },
};

export const Downloading: Story = { args: { downloading: true } };
