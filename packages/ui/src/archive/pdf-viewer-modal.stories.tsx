import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { SamplePages } from '../pdf-viewer/sample-pages.tsx';
import { PdfViewerError, PdfViewerLoading, PdfViewerModal } from './pdf-viewer-modal.tsx';
import { sampleArchives } from './sample-data.ts';

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
